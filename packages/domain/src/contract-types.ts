import { z } from 'zod';
import type { AccessLevel } from './shared/access.ts';

/** Where a call is served: app calls at /api/app, admin at /api/admin, payments at /api/payments. */
export type Surface = 'app' | 'admin' | 'payments';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the catalogue. `name` is the spec's own name (e.g. 'v2/orderdelivery',
 * 'admin/updateorder'); the URL is /api/{surface}/{path}.
 * `place`: 'required' when the call reads or writes a place's data (the request must name a place),
 * 'optional' when the place only adds context (e.g. login also returns the manager token of that place).
 */
export type CallDef<N extends string = string, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  name: N;
  surface: Surface;
  path: string;
  method: HttpMethod;
  level: AccessLevel;
  place: 'required' | 'optional';
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

export function defineCall<N extends string, B extends z.ZodType, R extends z.ZodType>(
  def: Omit<CallDef<N, B, R>, 'surface' | 'path' | 'method' | 'place'> &
    Partial<Pick<CallDef<N, B, R>, 'surface' | 'path' | 'method' | 'place'>>,
): CallDef<N, B, R> {
  const surface = def.surface ?? (def.name.startsWith('admin/') ? 'admin' : 'app');
  const path = def.path ?? (surface === 'admin' ? def.name.slice('admin/'.length) : def.name);
  return { method: 'POST', place: 'required', ...def, surface, path };
}

export function callUrl(def: Pick<CallDef, 'surface' | 'path'>): string {
  return `/api/${def.surface}/${def.path}`;
}

export const ErrorBody = z.object({
  message: z.string(),
  error_type: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  /** The field a validation error is about (dot path). */
  field: z.string().optional(),
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

/** Stable error codes. The message travels with the code; the client may translate by code. */
export const ERROR_CODES = [
  'validation',
  'not_found',
  'access_denied',
  'place_required',
  'rate_limited',
  'payload_too_large',
  'internal',
  'user_not_found',
  'user_exists',
  'wrong_password',
  'pin_error',
  'pin_resend_too_soon',
  'phone_required',
  'user_blocked',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
