import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { FieldNotes } from '../../../../components/ui/field.tsx';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorAt, parseNumber } from '../lib/form-errors.ts';
import styles from './settings.module.css';

// The settings screens' fields: the design system's fields bound to the section's form, with the
// help text kept under the field next to its error and the owner-only note for a manager.

export type Form = UseFormReturn<FieldValues>;

type Common = { form: Form; name: string; label: string; help?: ReactNode; locked?: boolean };

/** The help text and, for a manager on an owner-only field, the note that says so. */
function Hint({ help, locked }: { help?: ReactNode; locked?: boolean }) {
  const { t } = useTranslation('backoffice-settings');
  if (!help && !locked) return undefined;
  return (
    <>
      {help && <p className={styles.help}>{help}</p>}
      {locked && <p className={styles.locked}>{t('ownerOnlyNote')}</p>}
    </>
  );
}

/** What every settings field passes to the design system's field. */
function shared({ form, name, label, help, locked }: Common) {
  return {
    label,
    error: errorAt(form.formState.errors, name),
    hint: help || locked ? <Hint help={help} locked={locked} /> : undefined,
    keepHint: true,
  };
}

/** A switch-like checkbox with its help text. */
export function CheckField(props: Common) {
  return <CheckboxField {...shared(props)} disabled={props.locked} {...props.form.register(props.name)} />;
}

/** A text input; `nullable` text saves '' as null (the schema does it). */
export function TextInput({
  type = 'text',
  placeholder,
  autoComplete = 'off',
  inputMode,
  ...props
}: Common & {
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'url';
}) {
  return (
    <TextField
      {...shared(props)}
      type={type}
      inputMode={inputMode}
      placeholder={placeholder}
      autoComplete={autoComplete}
      readOnly={props.locked}
      {...props.form.register(props.name)}
    />
  );
}

/** A number typed the Brazilian way ('7,50'); empty is NaN (required) or null (`nullable`). */
export function NumberInput({ nullable = false, suffix, ...props }: Common & { nullable?: boolean; suffix?: string }) {
  return (
    <TextField
      {...shared(props)}
      inputMode="decimal"
      suffix={suffix}
      readOnly={props.locked}
      {...props.form.register(props.name, { setValueAs: (v) => parseNumber(v, nullable ? null : Number.NaN) })}
    />
  );
}

/** A money amount typed and shown the Brazilian way ('8,50'); empty is NaN (required) or null (`nullable`). */
export function MoneyInput({ nullable = false, ...props }: Common & { nullable?: boolean }) {
  return (
    <MoneyField
      {...shared(props)}
      suffix="R$"
      readOnly={props.locked}
      control={props.form.control}
      name={props.name}
      empty={nullable ? null : Number.NaN}
    />
  );
}

export function SelectInput({
  options,
  nullable = false,
  ...props
}: Common & { options: { value: string; label: string }[]; nullable?: boolean }) {
  return (
    <SelectField
      {...shared(props)}
      disabled={props.locked}
      {...props.form.register(props.name, { setValueAs: (v) => (nullable && v === '' ? null : v) })}
    >
      {nullable && <option value="">—</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

export function TextArea({ rows = 3, ...props }: Common & { rows?: number }) {
  return <TextAreaField {...shared(props)} rows={rows} readOnly={props.locked} {...props.form.register(props.name)} />;
}

/** Checkboxes that make a list of strings (card brands, tab actions). */
export function CheckList({ options, ...props }: Common & { options: { value: string; label: string }[] }) {
  const { form, name, label, locked } = props;
  const { error, hint } = shared(props);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.checkGrid}>
        {options.map((o) => (
          <CheckboxField key={o.value} label={o.label} value={o.value} disabled={locked} {...form.register(name)} />
        ))}
      </div>
      <FieldNotes id={name} error={error} hint={hint} keepHint />
    </fieldset>
  );
}
