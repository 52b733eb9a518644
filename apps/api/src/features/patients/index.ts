// Patients, consents, the signed clinical record and its access audit (spec 2; decisions 135–139);
// surgeries, procedures and the patient import (155–158); files, photos, shared results, plans and
// the export (160–163); the anamnesis and the forms patients fill in from a link (decisions 165, 166).
export { createAnamnesisService } from './anamnesis.service.ts';
export { guardedDatabase } from './patient-access.ts';
export { createPatientFilesModule } from './patient-files.module.ts';
export { createPatientImportRepo } from './patient-import.repo.ts';
export { patientImportRoutes } from './patient-import.routes.ts';
export { createPatientImportService } from './patient-import.service.ts';
export { createPatientIntegrationRepo } from './patient-integration.repo.ts';
export { patientIntegrationRoutes } from './patient-integration.routes.ts';
export { createPatientIntegrationService } from './patient-integration.service.ts';
export { createPatientLinksRepo } from './patient-links.repo.ts';
export { anamnesisLinksRoutes } from './patient-links.routes.ts';
export { createPatientLinksService } from './patient-links.service.ts';
export { createPatientsRepo, type PatientsRepo } from './patients.repo.ts';
export { patientsRoutes } from './patients.routes.ts';
export { createPatientsService, type PatientsService } from './patients.service.ts';
export { createProcedureImportService } from './procedure-import.service.ts';
export { registerRecordFiles } from './record-files.http.ts';
export { createRecordItemsRepo } from './record-items.repo.ts';
export { recordItemsRoutes } from './record-items.routes.ts';
export { createRecordItemsService, type RecordItemsService } from './record-items.service.ts';
