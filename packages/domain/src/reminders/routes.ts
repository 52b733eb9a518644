import { defineRoutes } from '../call-route.ts';

// Reminders, waitlist and calendar feeds of the clinic (decisions 130–133). A reminder link is the
// credential (anonymous calls: the patient opens it from an SMS); joining the waitlist needs the
// patient; the waitlist of a supplier and the calendar feeds need staff.
export const remindersRoutes = defineRoutes({
  'reminders/link': { level: 'anonymous' },
  'reminders/use': { level: 'anonymous' },
  'waitlist/join': { level: 'user' },
  'waitlist/leave': { level: 'user' },
  'waitlist/list': { level: 'user' },
  'waitlist/supplier': { level: 'manager' },
  'calendarfeed/create': { level: 'manager' },
  'calendarfeed/revoke': { level: 'manager' },
});
