import { ApiError } from '@app/domain/client';
import type { CallBody } from '@app/domain/contract';
import { newPlaceProblems, PLACE_KINDS, type PlaceKind, slugify } from '@app/domain/places/onboarding-rules';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useCreatePlace } from '../api/onboarding-calls.ts';
import { useSlugAvailability } from '../lib/slug-check.ts';
import styles from './new-place-form.module.css';

type Values = { name: string; slug: string; kind: PlaceKind | '' };

/** The domain's rules (the server's words) as a react-hook-form resolver; no zod in the browser. */
const resolver: Resolver<Values, unknown, CallBody<'onboarding/createplace'>> = async (values) => {
  const problems = newPlaceProblems(values);
  const fields = Object.entries(problems) as [keyof Values, string][];
  if (fields.length > 0) {
    return {
      values: {} as Record<string, never>,
      errors: Object.fromEntries(fields.map(([f, message]) => [f, { type: 'rule', message }])),
    };
  }
  return {
    values: {
      name: values.name.trim().replace(/\s+/g, ' '),
      slug: values.slug.trim().toLowerCase(),
      kind: values.kind as PlaceKind,
    },
    errors: {},
  };
};
export type CreatedPlace = Awaited<ReturnType<ReturnType<typeof useCreatePlace>['mutateAsync']>>;

const FIELDS = ['name', 'slug', 'kind'] as const;

/**
 * A new business: its name, link slug (suggested from the name until edited, checked while typing)
 * and kind. The domain's rules validate here and on the server; the server's refusals land under
 * their field and what was typed stays.
 */
export function NewPlaceForm({ onCreated }: { onCreated: (created: CreatedPlace) => void }) {
  const { t } = useTranslation('backoffice-onboarding');
  const create = useCreatePlace();
  const [slugEdited, setSlugEdited] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, CallBody<'onboarding/createplace'>>({
    resolver,
    defaultValues: { name: '', slug: '', kind: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue, setError, watch } = form;
  const slug = watch('slug') ?? '';
  const slugFieldError = formState.errors.slug?.message;
  const availability = useSlugAvailability(slug.trim().toLowerCase(), !slugFieldError && slug.length >= 3);
  const origin = typeof window === 'undefined' ? '' : window.location.host;

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slugField = register('slug', { onChange: () => setSlugEdited(true) });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onCreated(await create.mutateAsync(values));
    } catch (failure) {
      const message = errorMessage(failure, t('genericError'));
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      const known = FIELDS.find((f) => f === field);
      if (known) setError(known, { message: message.replace(new RegExp(`^${known}: `), '') }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  const slugHint =
    availability.status === 'checking'
      ? t('slug.checking')
      : availability.status === 'available'
        ? t('slug.available')
        : t('slug.hint');
  const slugError = slugFieldError ?? (availability.status === 'taken' ? availability.message : null);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('name.label')}
        autoComplete="organization"
        maxLength={80}
        error={formState.errors.name?.message}
        {...nameField}
      />
      <div className={styles.slugRow}>
        <TextField
          label={t('slug.label')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={40}
          error={slugError}
          hint={
            <>
              <span className={styles.linkPreview}>
                {origin}/p/<strong>{slug || t('slug.placeholder')}</strong>
              </span>
              <span className={availability.status === 'available' ? styles.ok : undefined}> · {slugHint}</span>
            </>
          }
          {...slugField}
        />
      </div>
      <fieldset className={styles.kinds} aria-describedby={formState.errors.kind ? 'kind-error' : undefined}>
        <legend>{t('kind.label')}</legend>
        {PLACE_KINDS.map((kind) => (
          <label key={kind} className={styles.kind}>
            <input type="radio" value={kind} {...register('kind')} />
            <span className={styles.kindText}>
              <strong>{t(`kind.${kind}.title`)}</strong>
              <span>{t(`kind.${kind}.description`)}</span>
            </span>
          </label>
        ))}
        {formState.errors.kind && (
          <p id="kind-error" className={styles.error} role="alert">
            {formState.errors.kind.message}
          </p>
        )}
      </fieldset>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" fullWidth loading={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
