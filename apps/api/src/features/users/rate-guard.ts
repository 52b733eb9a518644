import type { Actor } from '../../platform/actor.ts';
import { SMS_LIMITS } from './users.limits.ts';

/**
 * The quota checks of one text message to `phone` (national digits): per recipient across every
 * place and purpose, and per place when the caller acts at one (decision 049).
 */
export const smsChecks = (actor: Actor, phone: string) => [
  { key: `sms:to:${phone}`, ...SMS_LIMITS.perRecipient },
  ...(actor.place ? [{ key: `sms:place:${actor.place.id}`, ...SMS_LIMITS.perPlace }] : []),
];
