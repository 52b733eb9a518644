import { ApiError } from '@app/domain/client';
import type { CallBody } from '@app/domain/contract';
import {
  formatCpfCnpj,
  isoDateInBrazil,
  normalizeCpfCnpj,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
} from '@app/domain/users/rules';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { setUser } from '../../../app/shared/session.ts';
import { useUpdateUser } from '../../../app/shared/session-calls.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { ui } from '../../../lib/ui-store.ts';
import { CpfCnpjField } from './cpf-cnpj-field.tsx';
import styles from './login.module.css';

type Field = 'username' | 'email' | 'cpf' | 'birthdate';
type Errors = Partial<Record<Field | 'form', string | null>>;

/** Name, e-mail, CPF and birth date; 'Dados atualizados' on success. */
export function UpdateMyDataDialog() {
  const { t } = useTranslation('account');
  const text = useValidationText();
  const user = useCurrentUser();
  const update = useUpdateUser();
  const [values, setValues] = useState<Record<Field, string>>({
    username: user?.username ?? '',
    email: user?.email ?? '',
    cpf: user?.cpf ? formatCpfCnpj(user.cpf) : '',
    birthdate: user?.birthdate?.slice(0, 10) ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value });
    if (errors[field] || errors.form) setErrors({ ...errors, [field]: null, form: null });
  };
  /** The value, error and change handler every field of the dialog binds the same way. */
  const bind = (field: Field) => ({ value: values[field], error: errors[field], onChange: change(field) });

  const save = async () => {
    const found: Errors = {
      username: text(validateFullName(values.username)),
      email: text(validateEmail(values.email, { required: false })),
      cpf: text(validateCpfCnpj(values.cpf, { required: false })),
      birthdate: text(validateBirthdate(values.birthdate, new Date(), { required: false })),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: CallBody<'updateuser'> = { username: values.username.trim() };
    if (values.email.trim()) body.email = values.email.trim();
    if (values.cpf.trim()) body.cpf = normalizeCpfCnpj(values.cpf);
    if (values.birthdate) body.birthdate = values.birthdate;
    try {
      const result = await update.mutateAsync(body);
      setUser(result.user);
      notify(t('update.done'), { kind: 'success' });
      ui.closeDialog();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      const key: Field | 'form' =
        field === 'username' || field === 'email' || field === 'cpf' || field === 'birthdate' ? field : 'form';
      setErrors({ [key]: errorMessage(failure, t('common:genericError')) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && ui.closeDialog()}
      title={t('update.title')}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.form} onSubmit={save}>
        <TextField label={t('update.fullName')} autoComplete="name" {...bind('username')} />
        <TextField label={t('update.email')} type="email" autoComplete="email" {...bind('email')} />
        <CpfCnpjField
          label={t('update.cpf')}
          value={values.cpf}
          error={errors.cpf}
          onChange={(cpf) => {
            setValues({ ...values, cpf });
            if (errors.cpf || errors.form) setErrors({ ...errors, cpf: null, form: null });
          }}
        />
        <TextField
          label={t('update.birthdate')}
          type="date"
          min="1910-01-01"
          max={isoDateInBrazil(new Date())}
          {...bind('birthdate')}
        />
        {errors.form && (
          <p role="alert" style={{ color: 'var(--color-error)', margin: 0 }}>
            {errors.form}
          </p>
        )}
        <Button type="submit" fullWidth loading={update.isPending}>
          {t('update.save')}
        </Button>
      </SubmitForm>
    </Dialog>
  );
}
