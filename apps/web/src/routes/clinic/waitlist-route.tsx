import { Waitlist } from '../../features/reminders/index.ts';

export const namespaces = ['reminders'] as const;

/** Route Waitlist (/lista-de-espera/{id}): the patient's waitlist for one professional (decision 132). */
export const Component = Waitlist;
