// Clinic follow-up rules (decisions 130–132): when reminders go out, when an open booking becomes a
// no-show, and how long a freed slot must be ahead to be offered to the waitlist.

const HOUR_MS = 60 * 60 * 1000;

/** Reminders go to open bookings starting within the next 24 hours... */
export const REMINDER_AHEAD_MS = 24 * HOUR_MS;
/** ...but not to those starting within 2 hours (booked at the last minute: nothing to remind). */
export const REMINDER_MIN_AHEAD_MS = 2 * HOUR_MS;
/** An open booking whose end passed a day ago was not attended: a no-show, marked lost. */
export const NO_SHOW_AFTER_MS = 24 * HOUR_MS;
/** A cancelled slot is offered to the waitlist only when it starts at least an hour ahead. */
export const WAITLIST_MIN_AHEAD_MS = HOUR_MS;
/** How many days one waitlist entry may cover. */
export const WAITLIST_DAYS_MAX = 62;
/** Rows one job round handles per place (the next round takes the rest). */
export const JOB_BATCH = 200;

export type ReminderAction = 'confirm' | 'cancel';
