import { ApiError } from '@app/domain/client';
import { errorMessage } from '../../../lib/api.ts';

/** Errors of a list form: one per field the server or the form named, and one for the whole form. */
export type FormErrors = { fields: Record<string, string>; form: string | null };

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * Where a failed save's text goes: under the field the server named (without the 'field: ' prefix
 * of validation answers) when the form shows that field, else above the form. A failure without an
 * answer (network, server fault) shows the spec's default text for the action (spec 2 §8).
 */
export function formErrorsOf(failure: unknown, fields: readonly string[], fallback: string): FormErrors {
  const text = errorMessage(failure, fallback);
  const field = failure instanceof ApiError ? failure.body.field : undefined;
  if (field && fields.includes(field)) return { fields: { [field]: text.replace(/^[\w.]+: /, '') }, form: null };
  return { fields: {}, form: text.replace(/^[\w.]+: /, '') };
}
