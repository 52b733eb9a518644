import type { ErrorCode } from '@app/domain';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import { msg, type PaymentMessage } from './payments.messages.ts';

// The payments answers' refusals: a stable code, the message in the caller's language (the
// storefront shows it verbatim) and the HTTP status.

type Fail = (actor: Actor | null, key: PaymentMessage) => AppError;

export const conflict =
  (code: ErrorCode, status = 409): Fail =>
  (actor, key) =>
    new AppError(code, msg(actor, key), status, { errorType: code });

export const unavailable = conflict('payment_unavailable');
export const pendingError = conflict('payment_pending');
export const notFound = conflict('not_found', 404);

export const fieldError = (actor: Actor, field: string, key: PaymentMessage) =>
  new AppError('validation', msg(actor, key), 400, { errorType: 'validation', extra: { field } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are uuids: anything else is answered as not found without asking the database. */
export const isUuid = (id: string) => UUID.test(id);
