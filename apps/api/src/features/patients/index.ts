// Patients, consents, the signed clinical record and its access audit (spec 2; decisions 135–139).
export { createPatientsRepo } from './patients.repo.ts';
export { patientsRoutes } from './patients.routes.ts';
export { createPatientsService, type PatientsService } from './patients.service.ts';
