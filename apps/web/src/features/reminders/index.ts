// The clinic's reminders and waitlist for patients: the page a reminder's link opens, the waitlist.
export { ReminderLink } from './components/reminder-link.tsx';
export { Waitlist } from './components/waitlist.tsx';
