import { z } from 'zod';
import { formatMessage, type MessageKey } from './messages.ts';

/**
 * Turns a domain validator (value → message key or null) into a zod check, so the server,
 * the client and the OpenAPI document share the spec's exact messages.
 */
export function checked<T extends z.ZodType>(schema: T, validate: (value: z.infer<T>) => MessageKey | null) {
  return schema.superRefine((value, ctx) => {
    const key = validate(value);
    if (key) ctx.addIssue({ code: 'custom', message: formatMessage(key) });
  });
}

/**
 * A string up to `max` characters without NUL: PostgreSQL text cannot hold U+0000, so such a value
 * would fail in the database (a 500) instead of answering a validation error.
 */
export function plainText(max: number) {
  return checked(z.string().max(max), (v) => (v.includes('\u0000') ? 'textInvalidChar' : null));
}
