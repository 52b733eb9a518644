import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './login.module.css';
import { PhoneField } from './phone-field.tsx';

export type PhoneStepProps = {
  value: string;
  error: string | null;
  loading: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

export function PhoneStep({ value, error, loading, onChange, onSubmit }: PhoneStepProps) {
  const { t } = useTranslation('login');
  return (
    <SubmitForm className={styles.form} onSubmit={onSubmit}>
      <PhoneField label={t('phone')} value={value} error={error} onChange={onChange} hint={t('phoneHint')} autoFocus />
      <Button type="submit" fullWidth loading={loading}>
        {t('continue')}
      </Button>
    </SubmitForm>
  );
}
