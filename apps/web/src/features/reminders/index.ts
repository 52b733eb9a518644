// The clinic's reminders for patients: the page a reminder's confirm or cancel link opens.
export { ReminderLink } from './components/reminder-link.tsx';
