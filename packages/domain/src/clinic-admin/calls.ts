import { defineCalls } from '../contract-types.ts';
import { clinicAdminRoutes } from './routes.ts';
import {
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
});
