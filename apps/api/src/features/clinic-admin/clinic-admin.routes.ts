import type { Handlers } from '../../platform/http.ts';
import type { ClinicAdminService } from './clinic-admin.service.ts';

export function clinicAdminRoutes(s: {
  clinicAdmin: ClinicAdminService;
}): Pick<Handlers, 'speciality/save' | 'speciality/remove'> {
  return { 'speciality/save': s.clinicAdmin.saveSpeciality, 'speciality/remove': s.clinicAdmin.removeSpeciality };
}
