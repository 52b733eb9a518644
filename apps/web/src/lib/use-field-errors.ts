import { ApiError } from '@app/domain/client';
import { useState } from 'react';
import { errorMessage } from './api-errors.ts';

// A validation answer's text starts with the dotted path of its field ('rules.0.value: ...').
const FIELD_PREFIX = /^[\w.]+: /;

/**
 * The messages of a form with nested fields ('services.0.name'): one per field the form or the
 * server named, and one above the form. A changed field loses its message; the others keep theirs
 * until the next save. What was typed is never touched.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Removes the messages of the fields that changed. */
  const clear = (...fields: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k))));

  /** Shows the form's own findings before a save; true when there are none (the save may go). */
  const check = (found: Record<string, string>): boolean => {
    setErrors(found);
    setFailure(null);
    return Object.keys(found).length === 0;
  };

  /**
   * A refused save: the text goes under the field the server named (`local` maps the server's
   * name to the form's, without the path prefix), else above the form.
   */
  const refuse = (error: unknown, fallback: string, local: (field: string) => string = (field) => field) => {
    const field = error instanceof ApiError ? error.body.field : undefined;
    const text = errorMessage(error, fallback);
    if (field) setErrors({ [local(field)]: text.replace(FIELD_PREFIX, '') });
    else setFailure(text);
  };

  return { errors, failure, clear, check, refuse };
}
