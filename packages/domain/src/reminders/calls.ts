import { defineCalls } from '../contract-types.ts';
import { remindersRoutes } from './routes.ts';
import {
  CalendarFeedBody,
  CalendarFeedCreateResponse,
  CalendarFeedRevokeResponse,
  ReminderLinkBody,
  ReminderLinkResponse,
  ReminderUseResponse,
  WaitlistJoinBody,
  WaitlistJoinResponse,
  WaitlistLeaveBody,
  WaitlistLeaveResponse,
  WaitlistListBody,
  WaitlistListResponse,
  WaitlistSupplierBody,
} from './schemas.ts';

export const remindersCalls = defineCalls(remindersRoutes, {
  'reminders/link': {
    summary: 'What a reminder link does (confirm or cancel) and its booking; refused once used or expired.',
    body: ReminderLinkBody,
    response: ReminderLinkResponse,
  },
  'reminders/use': {
    summary: 'Confirms or cancels the booking of a reminder link, once; a cancelled slot goes to the waitlist.',
    body: ReminderLinkBody,
    response: ReminderUseResponse,
  },
  'waitlist/join': {
    summary: "Waits for a supplier's time between two days; a freed slot is offered by SMS, first come first served.",
    body: WaitlistJoinBody,
    response: WaitlistJoinResponse,
  },
  'waitlist/leave': {
    summary: 'Leaves the waitlist (patients their own entries; staff any of the place).',
    body: WaitlistLeaveBody,
    response: WaitlistLeaveResponse,
  },
  'waitlist/list': {
    summary: "The caller's own waitlist entries at the place.",
    body: WaitlistListBody,
    response: WaitlistListResponse,
  },
  'waitlist/supplier': {
    summary: "A supplier's waitlist in arrival order (a supplier sees only their own).",
    body: WaitlistSupplierBody,
    response: WaitlistListResponse,
  },
  'calendarfeed/create': {
    summary: "A new private .ics address of a supplier's agenda; the previous one stops working.",
    body: CalendarFeedBody,
    response: CalendarFeedCreateResponse,
  },
  'calendarfeed/revoke': {
    summary: "Stops every .ics address of a supplier's agenda.",
    body: CalendarFeedBody,
    response: CalendarFeedRevokeResponse,
  },
});
