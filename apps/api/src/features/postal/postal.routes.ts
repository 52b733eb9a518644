import type { Handlers } from '../../platform/http.ts';
import type { PostalService } from './postal.service.ts';

type PostalCalls = 'postalcode/lookup' | 'postalcode/states' | 'admin/cidadeuf' | 'getcitydistrict';

export function postalRoutes(s: { postal: PostalService }): Pick<Handlers, PostalCalls> {
  return {
    'postalcode/lookup': s.postal.lookUpPostalCode,
    'postalcode/states': () => s.postal.listStates(),
    'admin/cidadeuf': s.postal.listCities,
    getcitydistrict: s.postal.listDistricts,
  };
}
