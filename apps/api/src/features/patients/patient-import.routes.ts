import type { Handlers } from '../../platform/http.ts';
import type { PatientImportService } from './patient-import.service.ts';
import type { ProcedureImportService } from './procedure-import.service.ts';

type ImportCalls = 'patients/import/preview' | 'patients/import' | 'procedure/import/preview' | 'procedure/import';

export function patientImportRoutes(s: {
  patientImport: PatientImportService;
  procedureImport: ProcedureImportService;
}): Pick<Handlers, ImportCalls> {
  return {
    'patients/import/preview': s.patientImport.preview,
    'patients/import': s.patientImport.importRows,
    'procedure/import/preview': s.procedureImport.preview,
    'procedure/import': s.procedureImport.importRows,
  };
}
