import {
  type CardFormErrors,
  type CardForm as CardFormValues,
  cardNumberMask,
  detectBrand,
  holderName,
  validateCardForm,
} from '@app/domain/payments/card-rules';
import { maskCpfCnpj } from '@app/domain/users/rules';
import { type ReactNode, useId, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { BrandBadge } from './brand-badge.tsx';
import styles from './payments.module.css';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', name: '', cpf: '', description: '' };

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && <span className={styles.muted}>{hint}</span>}
      {error && (
        <span className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The new-card form (spec 1 §5 "Card", spec 3 §2.4 "New card screen"): number with brand detection
 * and its mask (unknown brand: 19 digits, gaps at 4, 8, 12, 'Bandeira desconhecida'), expiry
 * MM/AA, CVC up to 4, holder name uppercased, description when logged in, holder CPF. Each rule's
 * message shows under its field and what was typed stays.
 */
export function CardForm({
  loggedIn,
  busy,
  formError,
  onSubmit,
}: {
  loggedIn: boolean;
  busy: boolean;
  formError: string | null;
  onSubmit: (values: CardFormValues) => void;
}) {
  const { t } = useTranslation('payments');
  const text = useValidationText();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const ids = { number: useId(), expiry: useId(), cvc: useId(), name: useId(), cpf: useId(), description: useId() };
  const info = detectBrand(values.number);
  const set = (field: keyof CardFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const err = (field: keyof CardFormValues) => text(errors[field] ?? null);
  const aria = (field: keyof CardFormValues) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[field]}-error` } : {};

  return (
    <SubmitForm
      className={styles.form}
      onSubmit={() => {
        const found = validateCardForm(values, { loggedIn });
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(values);
      }}
    >
      <Field
        id={ids.number}
        label={t('cardNumber')}
        error={err('number')}
        hint={info.brand ? (info.name ?? undefined) : t('unknownBrand')}
      >
        <div className={styles.numberRow}>
          <IMaskInput
            id={ids.number}
            className={styles.input}
            mask={cardNumberMask(info)}
            value={values.number}
            onAccept={(value: string) => set('number', value)}
            inputMode="numeric"
            autoComplete="cc-number"
            {...aria('number')}
          />
          <BrandBadge brand={info.brand} unknownLabel={t('unknownBrand')} />
        </div>
      </Field>
      <div className={styles.grid2}>
        <Field id={ids.expiry} label={t('expiry')} error={err('expiry')}>
          <IMaskInput
            id={ids.expiry}
            className={styles.input}
            mask="00/00"
            placeholder="MM/AA"
            value={values.expiry}
            onAccept={(value: string) => set('expiry', value)}
            inputMode="numeric"
            autoComplete="cc-exp"
            {...aria('expiry')}
          />
        </Field>
        <Field id={ids.cvc} label={t('cvc')} error={err('cvc')}>
          <IMaskInput
            id={ids.cvc}
            className={styles.input}
            mask="0000"
            value={values.cvc}
            onAccept={(value: string) => set('cvc', value)}
            inputMode="numeric"
            autoComplete="cc-csc"
            {...aria('cvc')}
          />
        </Field>
      </div>
      <Field id={ids.name} label={t('holderName')} error={err('name')}>
        <input
          id={ids.name}
          className={styles.input}
          value={values.name}
          onChange={(event) => set('name', holderName(event.target.value))}
          autoComplete="cc-name"
          maxLength={60}
          {...aria('name')}
        />
      </Field>
      {loggedIn && (
        <Field id={ids.description} label={t('description')} error={err('description')} hint={t('descriptionHint')}>
          <input
            id={ids.description}
            className={styles.input}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            maxLength={60}
            {...aria('description')}
          />
        </Field>
      )}
      <Field id={ids.cpf} label={t('holderCpf')} error={err('cpf')}>
        <input
          id={ids.cpf}
          className={styles.input}
          value={values.cpf}
          onChange={(event) => set('cpf', maskCpfCnpj(event.target.value))}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...aria('cpf')}
        />
      </Field>
      <p className={styles.muted}>{t('creditOnly')}</p>
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" fullWidth loading={busy}>
        {loggedIn ? t('saveCard') : t('useCard')}
      </Button>
    </SubmitForm>
  );
}
