import { ReminderLink } from '../../features/reminders/index.ts';

export const namespaces = ['reminders'] as const;

/** Route ReminderLink (/lembrete/{token}): a reminder's confirm or cancel link (no login: the token is the key). */
export const Component = ReminderLink;
