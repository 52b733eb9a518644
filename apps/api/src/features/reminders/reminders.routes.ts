import type { Handlers } from '../../platform/http.ts';
import type { RemindersService } from './reminders.service.ts';

type RemindersCalls =
  | 'reminders/link'
  | 'reminders/use'
  | 'waitlist/join'
  | 'waitlist/leave'
  | 'waitlist/list'
  | 'waitlist/supplier';

export function remindersRoutes(s: { reminders: RemindersService }): Pick<Handlers, RemindersCalls> {
  const x = s.reminders;
  return {
    'reminders/link': x.readLink,
    'reminders/use': x.useLink,
    'waitlist/join': x.joinWaitlist,
    'waitlist/leave': x.leaveWaitlist,
    'waitlist/list': x.myWaitlist,
    'waitlist/supplier': x.supplierWaitlist,
  };
}
