import { ApiError } from '@app/domain/client';
import { toWirePhone, validatePhone } from '@app/domain/users/rules';
import { STAFF_ROLES, type StaffRole } from '@app/domain/users/staff-roles';
import { useState } from 'react';
import { useValidationText } from '../../../../app/shared/use-validation-text.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../../components/ui/submit-form.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { PhoneField } from '../../components/phone-field.tsx';
import { phoneDigits } from '../../lib/phone-input.ts';
import { inviteManager, useTeamMutation } from '../api/team-calls.ts';
import styles from './team.module.css';

/** Invite a manager by phone; the SMS goes out at once and the role waits for that phone. */
export function InviteForm() {
  const { t } = useTranslation('backoffice-onboarding');
  const text = useValidationText();
  const invite = useTeamMutation(inviteManager);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('manager');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const problem = text(validatePhone(phone));
    setError(problem);
    if (problem) return;
    try {
      const answer = await invite.mutateAsync([toWirePhone(phone) ?? phoneDigits(phone), role]);
      notify(answer.sms_sent ? t('team.invite.sent') : t('team.invite.smsFailed'));
      setPhone('');
    } catch (failure) {
      const message = errorMessage(failure, t('genericError'));
      setError(
        failure instanceof ApiError && failure.body.field === 'phone' ? message.replace(/^phone: /, '') : message,
      );
    }
  };

  return (
    <SubmitForm className={styles.invite} onSubmit={submit}>
      <h2>{t('team.invite.title')}</h2>
      <p className={styles.muted}>{t('team.invite.help')}</p>
      <div className={styles.inviteRow}>
        <PhoneField
          label={t('team.invite.phone')}
          value={phone}
          error={error}
          onChange={(value) => {
            setPhone(value);
            if (error) setError(null);
          }}
        />
        <SelectField
          label={t('team.roles.label')}
          value={role}
          hint={t(`team.roles.help.${role}`)}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`team.roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={invite.isPending}>
          {t('team.invite.submit')}
        </Button>
      </div>
    </SubmitForm>
  );
}
