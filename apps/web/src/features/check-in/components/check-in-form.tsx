import { DOCUMENT_TYPES, TRANSPORTS, TRIP_PURPOSES } from '@app/domain/check-in/rules';
import { maskCpfCnpj } from '@app/domain/users/rules';
import { type ReactNode, useState } from 'react';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  type CheckInField,
  type CheckInValues,
  EMPTY_CHECK_IN,
  toWireGuest,
  validateCheckIn,
} from '../lib/check-in-form.ts';
import styles from './check-in.module.css';

type Errors = Partial<Record<CheckInField | 'form', string | null>>;

/**
 * Spec 1 §3 check-in data form: the guest, the document (ID, passport or driver licence), the
 * address and the optional trip data. Each wrong field shows its message; nothing typed is lost.
 */
export function CheckInForm({
  initial,
  before,
  beforeSubmit,
  submitLabel,
  onSubmit,
}: {
  initial?: CheckInValues;
  /** Fields shown first (the room, on /checkin). */
  before?: ReactNode;
  /** Checks the fields of `before`; false stops the submit. */
  beforeSubmit?: () => boolean;
  submitLabel: string;
  onSubmit: (guest: ReturnType<typeof toWireGuest>) => Promise<void>;
}) {
  const { t } = useTranslation('check-in');
  const text = useValidationText();
  const [values, setValues] = useState<CheckInValues>(initial ?? EMPTY_CHECK_IN);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: CheckInField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] || errors.form) setErrors((e) => ({ ...e, [field]: null, form: null }));
  };
  const field = (name: CheckInField, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={errors[name] ?? undefined}
      {...props}
    />
  );
  const select = (name: CheckInField, options: readonly string[], prefix: string, empty?: string) => (
    <SelectField
      label={t(`fields.${name}`)}
      name={name}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={errors[name] ?? undefined}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {t(`${prefix}.${o}`)}
        </option>
      ))}
    </SelectField>
  );

  const submit = async () => {
    const found = validateCheckIn(values);
    const okBefore = beforeSubmit ? beforeSubmit() : true;
    setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, text(key ?? null)])));
    if (Object.keys(found).length > 0 || !okBefore) return;
    setSaving(true);
    try {
      await onSubmit(toWireGuest(values));
    } catch (failure) {
      const at = failure instanceof ApiError ? (failure.body as { field?: string }).field : undefined;
      const message = errorMessage(failure, t('genericError'));
      const key = at?.replace(/^guest\./, '') as CheckInField | undefined;
      setErrors(key && key in values ? { [key]: message } : { form: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SubmitForm className={styles.card} onSubmit={submit}>
      {before}
      <h2 className={styles.subtitle}>{t('sections.guest')}</h2>
      <div className={styles.grid}>
        {field('full_name', { autoComplete: 'name', maxLength: 200 })}
        {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 })}
        {field('email', { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 200 })}
        {field('birthdate', { type: 'date', autoComplete: 'bday' })}
        {select('gender', ['M', 'F', 'NA'], 'genders', t('choose'))}
        {field('occupation', { maxLength: 80 })}
        {field('nationality', { maxLength: 60 })}
        <TextField
          label={t('fields.cpf')}
          name="cpf"
          value={values.cpf}
          inputMode="numeric"
          hint={t('cpfHint')}
          onChange={(e) => set('cpf', maskCpfCnpj(e.target.value).slice(0, 14))}
          error={errors.cpf ?? undefined}
        />
      </div>
      <h2 className={styles.subtitle}>{t('sections.document')}</h2>
      <div className={styles.grid}>
        {select('document_type', DOCUMENT_TYPES, 'documents')}
        {field('document_number', { maxLength: 30, autoComplete: 'off' })}
        {field('document_issuer', { maxLength: 60 })}
      </div>
      <h2 className={styles.subtitle}>{t('sections.address')}</h2>
      <div className={styles.grid}>
        {field('address_street', { autoComplete: 'address-line1', maxLength: 120 })}
        {field('address_number', { maxLength: 20 })}
        {field('address_cmplt', { autoComplete: 'address-line2', maxLength: 60 })}
        {field('address_district', { maxLength: 80 })}
        {field('address_city', { autoComplete: 'address-level2', maxLength: 80 })}
        {field('address_state', { autoComplete: 'address-level1', maxLength: 40 })}
        {field('address_zipcode', { autoComplete: 'postal-code', maxLength: 12 })}
        {field('country', { autoComplete: 'country-name', maxLength: 60 })}
      </div>
      <h2 className={styles.subtitle}>{t('sections.trip')}</h2>
      <p className={styles.muted}>{t('tripOptional')}</p>
      <div className={styles.grid}>
        {field('arriving_from', { maxLength: 80 })}
        {select('trip_purpose', TRIP_PURPOSES, 'purposes', t('notInformed'))}
        {select('arriving_by', TRANSPORTS, 'transports', t('notInformed'))}
        {field('next_destination', { maxLength: 80 })}
      </div>
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </SubmitForm>
  );
}
