import { defineCalls } from '../contract-types.ts';
import { clinicAdminRoutes } from './routes.ts';
import {
  GetServiceTypeBody,
  GetServiceTypeIdBody,
  ServiceTypeListResponse,
  ServiceTypeSaveBody,
  ServiceTypeSaveResponse,
  SpecialityRemoveBody,
  SpecialityRemoveResponse,
  SpecialitySaveBody,
  SpecialitySaveResponse,
} from './schemas.ts';

export const clinicAdminCalls = defineCalls(clinicAdminRoutes, {
  'speciality/save': {
    summary: 'Creates or renames a speciality (names are unique in the place).',
    body: SpecialitySaveBody,
    response: SpecialitySaveResponse,
  },
  'speciality/remove': {
    summary: 'Removes a speciality and takes it off the suppliers listed under it.',
    body: SpecialityRemoveBody,
    response: SpecialityRemoveResponse,
  },
  getservicetype: {
    summary: "The place's service types (tipos_servicos), active ones; staff may ask for the inactive too.",
    body: GetServiceTypeBody,
    response: ServiceTypeListResponse,
  },
  getservicetypeId: {
    summary: 'The service types with the given ids (their names), inactive ones too; unknown ids are left out.',
    body: GetServiceTypeIdBody,
    response: ServiceTypeListResponse,
  },
  'admin/servicetype/save': {
    summary: 'Creates a service type, or renames, deactivates or reactivates one (ids never change).',
    body: ServiceTypeSaveBody,
    response: ServiceTypeSaveResponse,
  },
});
