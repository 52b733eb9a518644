import { z } from 'zod';
import type { CallRoute } from './call-route.ts';
import { COUPON_ERROR } from './coupons/rules.ts';

const COUPON_ERROR_CODES = Object.values(COUPON_ERROR);

import { ERROR_CODES } from './shared/error-codes.ts';

export type { CallRoute, HttpMethod, Surface } from './call-route.ts';
export { callUrl } from './call-route.ts';
export { ERROR_CODES, type ErrorCode, isErrorCode } from './shared/error-codes.ts';

/** What a call carries, added by each feature's `calls.ts` to the route its `routes.ts` declares. */
export type CallContent<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  summary: string;
  body: B;
  response: R;
  /** Calls that deal with secrets are rate limited per IP (and per phone where a phone is sent). */
  rateLimited?: boolean;
  /** A larger request body than the server's default (photo upload, CSV import), in bytes. */
  bodyLimit?: number;
  /** The answer (400 under `field`) to a body over the limit, instead of the generic 413 (uploads). */
  tooLarge?: { field: string; message: string };
};

/** One call of the catalogue: its route (name, URL, method, access level, place) and its schemas. */
export type CallDef<
  N extends string = string,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = CallRoute<N> & CallContent<B, R>;

/**
 * A feature's calls: one schema entry for each of its routes, and none without a route, so a call's
 * URL and level are written once (in `routes.ts`) and its schemas once (here).
 */
export function defineCalls<T extends Record<string, CallRoute>, C extends { [N in keyof T]: CallContent }>(
  routes: T,
  contents: C & { [K in Exclude<keyof C, keyof T>]: never },
): { [N in keyof T]: T[N] & C[N] } {
  const calls: Record<string, CallDef> = {};
  for (const [name, route] of Object.entries(routes))
    calls[name] = { ...route, ...(contents[name as keyof T] as CallContent) };
  return calls as { [N in keyof T]: T[N] & C[N] };
}

export const ErrorBody = z.object({
  message: z.string(),
  error_type: z.string().optional(),
  /** One of ERROR_CODES, or a coupon refusal's number (COUPON_ERROR). */
  code: z.union([z.enum(ERROR_CODES), z.literal(COUPON_ERROR_CODES)]).optional(),
  /** The field a validation error is about (dot path). */
  field: z.string().optional(),
  /** pending_order: the customer's order that blocks a new one (so the app can link to it). */
  order_id: z.string().optional(),
  /**
   * login with a Google or Apple token and no account yet (HTTP 206, code social_register): the
   * server's ticket for createuser / identify-user, and what the provider said, to prefill the steps.
   */
  social: z
    .object({
      social_id: z.string(),
      provider: z.enum(['google', 'apple']),
      username: z.string().nullable(),
      email: z.string().nullable(),
      photo: z.string().nullable(),
    })
    .optional(),
  /** PIN errors, shaped like the SMS provider's answer (spec 3 §7.1 resetpasswordsms). */
  infobip_return: z
    .object({
      pinError: z.enum(['WRONG_PIN', 'TTL_EXPIRED', 'NO_MORE_PIN_ATTEMPTS']),
      attemptsRemaining: z.number().int(),
    })
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export type Envelope<T> = { ok: true; data: T } | { ok: false; error: ErrorBody };
