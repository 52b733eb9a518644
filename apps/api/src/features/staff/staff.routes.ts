import type { Handlers } from '../../platform/http.ts';
import type { StaffService } from './staff.service.ts';

type StaffCalls = 'listusers' | 'switch-account/restaurant/list';

export function staffRoutes(s: { staff: StaffService }): Pick<Handlers, StaffCalls> {
  return {
    listusers: s.staff.listUsers,
    'switch-account/restaurant/list': s.staff.listStaffPlaces,
  };
}
