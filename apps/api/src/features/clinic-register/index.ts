// A patient's own registration on the clinic's host (spec 2 §7 createclinic; decision 167).
export { clinicRegisterRoutes } from './clinic-register.routes.ts';
export { createClinicRegisterService } from './clinic-register.service.ts';
