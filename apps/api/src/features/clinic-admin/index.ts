// The clinic's back office: specialities (suppliers and hours are scheduling's servicesupplier/update).
export { createClinicAdminRepo } from './clinic-admin.repo.ts';
export { clinicAdminRoutes } from './clinic-admin.routes.ts';
export { type ClinicAdminService, createClinicAdminService } from './clinic-admin.service.ts';
