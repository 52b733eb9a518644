import { defineCalls } from '../contract-types.ts';
import { patientImportRoutes } from './import-routes.ts';
import { IMPORT_FILE_TOO_LARGE } from './import-rules.ts';
import {
  PatientsImportBody,
  PatientsImportPreviewBody,
  PatientsImportPreviewResponse,
  PatientsImportResponse,
  ProceduresImportBody,
  ProceduresImportPreviewResponse,
  ProceduresImportResponse,
} from './import-schemas.ts';

export const patientImportCalls = defineCalls(patientImportRoutes, {
  'patients/import/preview': {
    summary:
      'Reads a CSV or XLSX of patients: the columns found, every row as the form would send it, its errors (CPF, birth date, duplicates). Writes nothing.',
    body: PatientsImportPreviewBody,
    response: PatientsImportPreviewResponse,
    bodyLimit: 6_000_000,
    tooLarge: { field: 'content_base64', message: IMPORT_FILE_TOO_LARGE },
  },
  'patients/import': {
    summary: 'Creates the patients of one batch of previewed rows; a CPF already registered is skipped. Audited.',
    body: PatientsImportBody,
    response: PatientsImportResponse,
    bodyLimit: 2_000_000,
  },
  'procedure/import/preview': {
    summary:
      'Reads a CSV or XLSX of procedures (one row per application, the patient by CPF/CNPJ): every row as the procedure form would send it and its errors. Writes nothing.',
    body: PatientsImportPreviewBody,
    response: ProceduresImportPreviewResponse,
    bodyLimit: 6_000_000,
    tooLarge: { field: 'content_base64', message: IMPORT_FILE_TOO_LARGE },
  },
  'procedure/import': {
    summary:
      "Signs one batch of previewed procedures as the importing professional's; a row whose patient is not theirs is skipped. Audited.",
    body: ProceduresImportBody,
    response: ProceduresImportResponse,
    bodyLimit: 2_000_000,
  },
});
