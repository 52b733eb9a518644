import { ApiError } from '@app/domain/client';
import {
  normalizeCpfCnpj,
  toWirePhone,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePassword,
  validatePasswordRepeat,
  validatePhone,
} from '@app/domain/users/rules';
import { useState } from 'react';
import { applySession } from '../../../app/shared/session.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ui } from '../../../lib/ui-store.ts';
import { CpfCnpjField, PhoneField } from '../../users/index.ts';
import styles from './clinic-register.module.css';

type Field = 'username' | 'phone' | 'cpf' | 'birthdate' | 'email' | 'password' | 'repeat' | 'form';
type Errors = Partial<Record<Field, string | null>>;
const FIELDS: readonly Field[] = ['username', 'phone', 'cpf', 'birthdate', 'email', 'password'];

/**
 * ClinicRegister (/cadastro, decision 167): a patient creates their account at the clinic — name,
 * phone (from ?phone=), CPF, birth date, e-mail, password — and the clinic gets their patient record.
 * The phone is then confirmed by SMS code, as every sign-up. Nothing typed is lost on a refusal.
 */
export function ClinicRegisterScreen({ phone: preloaded }: { phone: string }) {
  const { t } = useTranslation('clinic-register');
  const text = useValidationText();
  const [form, setForm] = useState({
    username: '',
    phone: preloaded,
    cpf: '',
    birthdate: '',
    email: '',
    password: '',
    repeat: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field] || errors.form) setErrors((e) => ({ ...e, [field]: null, form: null }));
  };

  const submit = async () => {
    const found: Errors = {
      username: text(validateFullName(form.username)),
      phone: text(validatePhone(form.phone, { required: true })),
      cpf: text(validateCpfCnpj(form.cpf, { required: false })),
      birthdate: text(validateBirthdate(form.birthdate, new Date(), { required: false })),
      email: text(validateEmail(form.email, { required: false })),
      password: text(validatePassword(form.password)),
      repeat: text(validatePasswordRepeat(form.password, form.repeat)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const session = await api.call('createclinic', {
        username: form.username.trim(),
        phone: toWirePhone(form.phone) ?? form.phone,
        ...(form.cpf.trim() ? { cpf: normalizeCpfCnpj(form.cpf) } : {}),
        ...(form.birthdate ? { birthdate: form.birthdate } : {}),
        ...(form.email.trim() ? { email: form.email.trim() } : {}),
        password: form.password,
      });
      applySession(session);
      ui.openDialog({ kind: 'phone-validation', redirect: null });
    } catch (failure) {
      const field = failure instanceof ApiError ? (failure.body.field as Field | undefined) : undefined;
      const message = errorMessage(failure, t('unknownError')).replace(/^[\w.]+: /, '');
      setErrors({ [field && FIELDS.includes(field) ? field : 'form']: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <SubmitForm className={`${ops.panel} ${styles.card}`} onSubmit={submit}>
        <h1 className={ops.title}>{t('title')}</h1>
        <p className={ops.muted}>{t('intro')}</p>
        <TextField
          label={t('fullName')}
          value={form.username}
          autoComplete="name"
          maxLength={200}
          error={errors.username}
          onChange={(e) => set('username', e.target.value)}
        />
        <PhoneField label={t('phone')} value={form.phone} error={errors.phone} onChange={(v) => set('phone', v)} />
        <CpfCnpjField label={t('cpf')} value={form.cpf} error={errors.cpf} onChange={(v) => set('cpf', v)} />
        <TextField
          label={t('birthdate')}
          type="date"
          min="1910-01-01"
          value={form.birthdate}
          error={errors.birthdate}
          onChange={(e) => set('birthdate', e.target.value)}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          maxLength={200}
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          value={form.password}
          error={errors.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <TextField
          label={t('repeat')}
          type="password"
          autoComplete="new-password"
          value={form.repeat}
          error={errors.repeat}
          onChange={(e) => set('repeat', e.target.value)}
        />
        <p className={ops.muted}>{t('privacy')}</p>
        {errors.form && (
          <p role="alert" className={ops.error}>
            {errors.form}
          </p>
        )}
        <Button type="submit" fullWidth loading={saving}>
          {saving ? t('saving') : t('submit')}
        </Button>
      </SubmitForm>
    </div>
  );
}
