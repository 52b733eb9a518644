import { ApiError } from '@app/domain/client';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';

/**
 * The state of a form that signs a record item on saving: what was typed (kept on any error), the
 * error under each field the server names, or one for the whole form.
 */
export function useSignedForm<F extends string>(initial: Record<F, string>, genericError: string) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F | 'form', string>>>({});
  const [saving, setSaving] = useState(false);

  const set = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));
  };

  /** Runs `work`; a refusal lands under its field (without the 'Campo: ' prefix) or on the form. */
  async function run(work: () => Promise<void>) {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const text = errorMessage(error, genericError).replace(/^[\w.]+: /, '');
      const next: Partial<Record<F | 'form', string>> = {};
      next[field && field in values ? (field as F) : 'form'] = text;
      setErrors(next);
    } finally {
      setSaving(false);
    }
  }

  return { values, set, errors, setErrors, saving, run };
}
