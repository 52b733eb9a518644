import type { Handlers } from '../../platform/http.ts';
import type { CheckInService } from './check-in.service.ts';

export function checkInRoutes(s: {
  checkIn: CheckInService;
}): Pick<Handlers, 'checkin/save' | 'checkin/get' | 'docs/checkin'> {
  return {
    'checkin/save': s.checkIn.save,
    'checkin/get': s.checkIn.get,
    'docs/checkin': s.checkIn.document,
  };
}
