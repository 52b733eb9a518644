import { validatePassword, validatePasswordRepeat } from '@app/domain/users/rules';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { setUser } from '../../../app/shared/session.ts';
import { useUpdateUser } from '../../../app/shared/session-calls.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { ui } from '../../../lib/ui-store.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import styles from './login.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';

/** After the SMS code: new password and repeat → updateuser {password}. */
export function ResetPasswordDialog({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const update = useUpdateUser();
  const user = useCurrentUser();
  const finish = useFinishLogin();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; repeat?: string | null }>({});

  const save = async () => {
    const found = {
      password: text(validatePassword(password)),
      repeat: text(validatePasswordRepeat(password, repeat)),
    };
    setErrors(found);
    if (found.password || found.repeat) return;
    try {
      const result = await update.mutateAsync({ password });
      setUser(result.user);
      notify(result.message, { kind: 'success' });
      // The SMS code proved the phone: no second validation here.
      if (user) finish({ ...user, ...result.user }, redirect, { skipValidation: true });
      else ui.closeDialog();
    } catch (failure) {
      setErrors({ password: errorMessage(failure, t('common:genericError')) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && ui.closeDialog()}
      title={t('reset.title')}
      description={t('reset.text')}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.form} onSubmit={save}>
        <NewPasswordFields
          labels={{ password: t('reset.newPassword'), repeat: t('reset.repeat') }}
          password={password}
          repeat={repeat}
          errors={errors}
          autoFocus
          onPasswordChange={(value) => {
            setPassword(value);
            setErrors({ ...errors, password: null });
          }}
          onRepeatChange={(value) => {
            setRepeat(value);
            setErrors({ ...errors, repeat: null });
          }}
        />
        <Button type="submit" fullWidth loading={update.isPending}>
          {t('reset.save')}
        </Button>
      </SubmitForm>
    </Dialog>
  );
}
