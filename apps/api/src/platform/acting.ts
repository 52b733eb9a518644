import { formatMessage, type MessageKey } from '@app/domain/shared/messages';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';

// Staff acting as a customer (managerlogin, createuser by staff: sessions.acting_manager_id) may
// order and pay for them at their own place, nothing more (decision 046).

/** Whether the user session is staff acting as the customer. */
export const isActing = (actor: Actor): boolean => Boolean(actor.user?.actingManagerId);

/**
 * Refuses what only the customer may do (credentials, contact details, saved cards, SMS flows):
 * 403 with a stable code and a sentence, never `access_denied` (the level is right, the act is not).
 */
export function refuseActing(actor: Actor, key: Extract<MessageKey, 'actingCredentials' | 'actingNotAllowed'>) {
  if (!isActing(actor)) return;
  throw new AppError('acting_not_allowed', formatMessage(key, undefined, actor.language), 403, {
    errorType: 'acting_not_allowed',
  });
}
