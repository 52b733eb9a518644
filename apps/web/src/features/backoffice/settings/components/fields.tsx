import { type ReactNode, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAt, parseNumber } from '../lib/form-errors.ts';
import styles from './settings.module.css';

export type Form = UseFormReturn<FieldValues>;

type Common = { form: Form; name: string; label: string; help?: ReactNode; locked?: boolean };

function Note({ id, error, help, locked }: { id: string; error?: string; help?: ReactNode; locked?: boolean }) {
  const { t } = useTranslation('backoffice-settings');
  return (
    <>
      {help && <p className={styles.help}>{help}</p>}
      {locked && <p className={styles.locked}>{t('ownerOnlyNote')}</p>}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A switch-like checkbox with its help text. */
export function CheckField({ form, name, label, help, locked }: Common) {
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" {...form.register(name)} disabled={locked} />
        <span>{label}</span>
      </label>
      <Note id={id} error={error} help={help} locked={locked} />
    </div>
  );
}

/** A text input; `nullable` text saves '' as null (the schema does it). */
export function TextInput({
  form,
  name,
  label,
  help,
  locked,
  type = 'text',
  placeholder,
  autoComplete = 'off',
}: Common & { type?: string; placeholder?: string; autoComplete?: string }) {
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      <Note id={id} error={error} help={help} locked={locked} />
    </div>
  );
}

/** A number typed the Brazilian way ('7,50'); empty is NaN (required) or null (`nullable`). */
export function NumberInput({
  form,
  name,
  label,
  help,
  locked,
  nullable = false,
  suffix,
}: Common & { nullable?: boolean; suffix?: string }) {
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.withSuffix}>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          readOnly={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(name, { setValueAs: (v) => parseNumber(v, nullable ? null : Number.NaN) })}
        />
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      <Note id={id} error={error} help={help} locked={locked} />
    </div>
  );
}

export function SelectInput({
  form,
  name,
  label,
  help,
  locked,
  options,
  nullable = false,
}: Common & { options: { value: string; label: string }[]; nullable?: boolean }) {
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        disabled={locked}
        aria-invalid={error ? true : undefined}
        {...form.register(name, { setValueAs: (v) => (nullable && v === '' ? null : v) })}
      >
        {nullable && <option value="">—</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Note id={id} error={error} help={help} locked={locked} />
    </div>
  );
}

export function TextArea({ form, name, label, help, locked, rows = 3 }: Common & { rows?: number }) {
  const id = useId();
  const error = errorAt(form.formState.errors, name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={styles.input}
        readOnly={locked}
        aria-invalid={error ? true : undefined}
        {...form.register(name)}
      />
      <Note id={id} error={error} help={help} locked={locked} />
    </div>
  );
}

/** Checkboxes that make a list of strings (card brands, tab actions). */
export function CheckList({
  form,
  name,
  label,
  help,
  locked,
  options,
}: Common & { options: { value: string; label: string }[] }) {
  const error = errorAt(form.formState.errors, name);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.checkGrid}>
        {options.map((o) => (
          <label key={o.value} className={styles.check}>
            <input type="checkbox" value={o.value} disabled={locked} {...form.register(name)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <Note id={name} error={error} help={help} locked={locked} />
    </fieldset>
  );
}
