// The clinic's follow-ups: day-before reminders with confirm/cancel links, no-shows, the waitlist.
export { registerReminderDevPages } from './reminders.dev-pages.ts';
export { reminderJobs } from './reminders.jobs.ts';
export { createRemindersRepo } from './reminders.repo.ts';
export { remindersRoutes } from './reminders.routes.ts';
export { createRemindersService, type RemindersService, WAITLIST_JOB } from './reminders.service.ts';
