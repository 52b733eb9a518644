import { ApiError } from '@app/domain/client';
import type { CallBody } from '@app/domain/contract';
import {
  normalizeCpfCnpj,
  toWirePhone,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePhone,
} from '@app/domain/users/rules';
import { useState } from 'react';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CpfCnpjField, PhoneField } from '../../users/index.ts';
import { createCounterCustomer } from '../api/staff-calls.ts';
import { startActing } from '../lib/acting.ts';
import styles from './staff.module.css';

type Field = 'username' | 'phone' | 'cpf' | 'email';
type Errors = Partial<Record<Field | 'form', string | null>>;

/**
 * A customer created at the counter (spec 1 §6: staff place orders without phone or CPF): only the
 * name is required; the new customer is served at once.
 */
export function NewCustomerForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const { t } = useTranslation('staff');
  const text = useValidationText();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', phone: '', cpf: '', email: '' });
  const [master, setMaster] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] || errors.form) setErrors((e) => ({ ...e, [field]: null, form: null }));
  };

  const save = async () => {
    const found: Errors = {
      username: text(validateFullName(values.username)),
      phone: text(validatePhone(values.phone, { required: false })),
      cpf: text(validateCpfCnpj(values.cpf, { required: false })),
      email: text(validateEmail(values.email, { required: false })),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: CallBody<'createuser'> = { username: values.username.trim() };
    const phone = values.phone.trim() ? toWirePhone(values.phone) : null;
    if (phone) body.phone = phone.slice(2);
    if (values.cpf.trim()) body.cpf = normalizeCpfCnpj(values.cpf);
    if (values.email.trim()) body.email = values.email.trim();
    if (master) body.master_account = true;
    setSaving(true);
    try {
      await startActing(await createCounterCustomer(body));
      notify(t('switch.done', { name: body.username }), { kind: 'success' });
      onCreated();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      const key: Field | 'form' =
        field === 'username' || field === 'phone' || field === 'cpf' || field === 'email' ? field : 'form';
      setErrors({ [key]: errorMessage(failure, t('common:genericError')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SubmitForm className={styles.stack} onSubmit={save}>
      <h3 className={styles.subtitle}>{t('create.title')}</h3>
      <TextField
        label={t('create.name')}
        autoComplete="off"
        value={values.username}
        error={errors.username}
        onChange={(e) => set('username', e.target.value)}
      />
      <PhoneField
        label={t('create.phone')}
        value={values.phone}
        error={errors.phone}
        hint={t('create.optional')}
        onChange={(v) => set('phone', v)}
      />
      <CpfCnpjField
        label={t('create.cpf')}
        value={values.cpf}
        error={errors.cpf}
        hint={t('create.optional')}
        onChange={(v) => set('cpf', v)}
      />
      <TextField
        label={t('create.email')}
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        hint={t('create.optional')}
        onChange={(e) => set('email', e.target.value)}
      />
      <CheckboxField
        label={t('create.master')}
        hint={t('create.masterHint')}
        checked={master}
        onChange={(e) => setMaster(e.target.checked)}
      />
      {errors.form && (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('create.back')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('create.submit')}
        </Button>
      </div>
    </SubmitForm>
  );
}
