import { formatMessage } from '@app/domain/shared/messages';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { SMS_LIMITS } from './users.limits.ts';

/** Throws the 429 envelope when any of the keys is over its limit. */
export async function guardRate(
  limiter: RateLimiter,
  actor: Actor,
  checks: { key: string; limit: number; window: number }[],
  q?: Queryable,
) {
  for (const check of checks) {
    if (!(await limiter.hit(check.key, check.limit, check.window, q))) throw rateLimited(actor);
  }
}

export const rateLimited = (actor: Actor) =>
  new AppError('rate_limited', formatMessage('rateLimited', undefined, actor.language), 429, {
    errorType: 'rate_limited',
  });

/**
 * The quota checks of one text message to `phone` (national digits): per recipient across every
 * place and purpose, and per place when the caller acts at one (decision 049).
 */
export const smsChecks = (actor: Actor, phone: string) => [
  { key: `sms:to:${phone}`, ...SMS_LIMITS.perRecipient },
  ...(actor.place ? [{ key: `sms:place:${actor.place.id}`, ...SMS_LIMITS.perPlace }] : []),
];
