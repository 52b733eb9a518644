import { ApiError } from '@app/domain/client';
import type { ErrorCode } from '@app/domain/shared/error-codes';

// The error codes the web reacts to, each with what it does; every other code only shows the
// server's message, verbatim (errorMessage). Screens ask `errorIs(error, 'cartChanged')` instead of
// comparing codes, so this is the one place a code meets the web.

export const HANDLED_ERROR_CODES = {
  /** The session is gone (or the token is of no use here): sign in again. */
  sessionRejected: ['access_denied'],
  /** No answer, or a server fault: its text says nothing useful, the screen says its own. */
  serverFault: ['internal', 'connection'],
  /** A PIN went out a moment ago: go on to typing it, with the countdown running. */
  pinResendTooSoon: ['pin_resend_too_soon'],
  /** The person has no phone to validate: the session cannot go on (spec 3 §4). */
  noPhoneToValidate: ['phone_required', 'user_not_found', 'not_found'],
  /** Products changed while in the cart: the cart resets and the menu opens (spec 1 §4). */
  cartChanged: ['product_change'],
  /** An order is still pending (another device placed it): the cart shows it and blocks ordering. */
  pendingOrder: ['pending_order'],
  /** The place does not deliver to the address: the address dialog opens. */
  addressNotServed: ['address'],
  /** A saved cart's code expired (decision 115): saving again draws a new code. */
  savedCartGone: ['cart_code_not_found'],
  /** An open account's invite code is missing or wrong: the code field shows the message. */
  inviteCode: ['open_order_code'],
  /** A room's account takes orders only after the check-in (decision 105): the check-in opens. */
  checkinRequired: ['checkin_required'],
  /** Identifying by phone, the number has no account: IdentifyUser offers ClinicRegister (decision 168). */
  unknownNumber: ['user_not_found'],
} as const satisfies Record<string, readonly ErrorCode[]>;

export type ErrorReaction = keyof typeof HANDLED_ERROR_CODES;

const calls = (error: ApiError, reaction: ErrorReaction) =>
  (HANDLED_ERROR_CODES[reaction] as readonly unknown[]).includes(error.code);

/** True when `error` is an answer whose code calls for `reaction`. */
export function errorIs(error: unknown, reaction: ErrorReaction): error is ApiError {
  return error instanceof ApiError && calls(error, reaction);
}

/** The server's text for an ApiError, else the spec's generic failure text (spec 1 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !calls(error, 'serverFault') && error.message) return error.message;
  return fallback;
}

/** A client error that means the session is gone (token unknown or expired). */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || calls(error, 'sessionRejected'));
}
