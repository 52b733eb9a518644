import { SETTINGS_SECTIONS, type SettingsSection, sectionSchema } from '@app/domain/places/settings-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { type AdminSettings, type SettingsUpdate, saveSettings } from '../api/settings-calls.ts';
import { readableServerError, serverFieldError } from '../lib/form-errors.ts';
import { normaliseForm, toFormValues } from '../lib/form-values.ts';
import { revealFirstError } from '../lib/reveal-error.ts';
import type { Form } from './fields.tsx';
import styles from './settings.module.css';

/**
 * One tab of the settings screen: a form over the section's fields, validated by the shared
 * schema, saved with admin/settings/update. A refusal lands under its field; what was typed stays.
 */
export function SectionForm({
  section,
  data,
  queryKey,
  readOnly = false,
  children,
}: {
  section: SettingsSection;
  data: AdminSettings;
  queryKey: readonly unknown[];
  /** Every field of the section is the owner's and the caller is a manager: no save button. */
  readOnly?: boolean;
  children: (form: Form, owner: boolean) => ReactNode;
}) {
  const { t } = useTranslation('backoffice-settings');
  const client = useQueryClient();
  const schema = useMemo(() => sectionSchema(section), [section]);
  const defaults = useMemo(() => toFormValues(section, data.settings), [section, data.settings]);
  const resolver = useMemo(() => {
    const base = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    const withLists: Resolver<FieldValues> = (values, context, options) =>
      base(normaliseForm(values), context, options);
    return withLists;
  }, [schema]);
  const form = useForm<FieldValues>({ resolver, defaultValues: defaults });
  const [formError, setFormError] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const mutation = useMutation({
    mutationFn: (body: SettingsUpdate) => saveSettings(body),
    onSuccess: (answer) => {
      client.setQueryData(queryKey, answer);
      form.reset(toFormValues(section, answer.settings));
      setFormError(null);
      notify(t('saved'), { kind: 'success' });
    },
    onError: (error) => {
      const field = serverFieldError(error);
      if (field && SETTINGS_SECTIONS[section].some((k) => field.field === k || field.field.startsWith(`${k}.`))) {
        form.setError(field.field, { type: 'server', message: field.message }, { shouldFocus: true });
      }
      // Also by the save button, with the field's label: a list row's field may be far up the page.
      setFormError(readableServerError(error, t('saveFailed')));
      revealFirstError(ref.current);
    },
  });
  return (
    <form
      ref={ref}
      className={styles.section}
      noValidate
      onSubmit={form.handleSubmit(
        (values) => mutation.mutate(values as SettingsUpdate),
        () => revealFirstError(ref.current),
      )}
    >
      {children(form as unknown as Form, data.owner)}
      <FormFooter
        error={formError}
        sticky
        submit={readOnly ? undefined : { label: t('save'), busy: mutation.isPending }}
      />
    </form>
  );
}
