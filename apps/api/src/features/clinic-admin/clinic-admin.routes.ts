import type { Handlers } from '../../platform/http.ts';
import type { ClinicAdminService } from './clinic-admin.service.ts';

export function clinicAdminRoutes(s: {
  clinicAdmin: ClinicAdminService;
}): Pick<
  Handlers,
  'speciality/save' | 'speciality/remove' | 'getservicetype' | 'getservicetypeId' | 'admin/servicetype/save'
> {
  return {
    'speciality/save': s.clinicAdmin.saveSpeciality,
    'speciality/remove': s.clinicAdmin.removeSpeciality,
    getservicetype: s.clinicAdmin.listServiceTypes,
    getservicetypeId: s.clinicAdmin.serviceTypesById,
    'admin/servicetype/save': s.clinicAdmin.saveServiceType,
  };
}
