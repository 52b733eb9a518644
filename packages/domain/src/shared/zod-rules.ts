import type { z } from 'zod';
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
