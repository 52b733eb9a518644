import type { ErrorCode } from '@app/domain';
import type { CouponErrorCode } from '@app/domain/coupons/rules';
import { formatMessage, type Locale, type MessageKey, type MessageParams } from '@app/domain/shared/messages';
import type { Actor, UserSession } from './actor.ts';
import { AppError, accessDenied } from './app-error.ts';

// The helpers every service needs to answer a person: the text in their language, a refusal with a
// stable code, a field error, the signed-in person. Services import these instead of re-declaring them.

type Speaker = Pick<Actor, 'language'> | null;

/** The shared message `key` in the caller's language (pt-BR when there is no caller). */
export function message(actor: Speaker, key: MessageKey, params?: MessageParams): string {
  return formatMessage(key, params, actor?.language ?? 'pt-BR');
}

/**
 * Texts a feature keeps beside its code (pt-BR and en), looked up in the caller's language;
 * `{name}` placeholders are filled from params (missing ones become empty).
 */
export function localTexts<K extends string>(table: Readonly<Record<K, Readonly<Record<Locale, string>>>>) {
  return (actor: Speaker, key: K, params: Readonly<Record<string, string | number>> = {}): string =>
    table[key][actor?.language ?? 'pt-BR'].replace(/\{(\w+)\}/g, (_, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : '',
    );
}

export type RefusalOptions = {
  /** HTTP status; 400 unless the rule says otherwise (409 for a state conflict). */
  status?: number;
  /** The envelope's error_type; the code itself unless a feature groups its codes. */
  errorType?: string;
  /** The input field the refusal is about, for the form to mark. */
  field?: string;
  params?: MessageParams;
};

/** A rule said no: the code is stable, the message is the shared text in the caller's language. */
export function refuse(
  actor: Speaker,
  key: MessageKey,
  code: ErrorCode | CouponErrorCode,
  options: RefusalOptions = {},
): AppError {
  return new AppError(code, message(actor, key, options.params), options.status ?? 400, {
    errorType: options.errorType ?? String(code),
    ...(options.field ? { extra: { field: options.field } } : {}),
  });
}

/** Bad input in one field, with a ready-made text (validation envelope, 400). */
export function invalidField(field: string, text: string): AppError {
  return new AppError('validation', text, 400, { errorType: 'validation', extra: { field } });
}

/** Bad input in one field, with the shared message `key`. */
export function fieldError(actor: Speaker, field: string, key: MessageKey): AppError {
  return invalidField(field, message(actor, key));
}

/** The signed-in person of a user-level call; a call without one is refused as access_denied. */
export function sessionOf(actor: Actor): UserSession {
  if (!actor.user) throw accessDenied();
  return actor.user;
}
