import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { SocialClient, SocialProvider } from '../lib/social-sign-in.ts';
import styles from './login.module.css';

export type SocialStepProps = {
  clients: SocialClient[];
  pending: SocialProvider | null;
  onProvider: (client: SocialClient) => void;
  onPhone: () => void;
};

/** Step 0 (spec 1 §2): Google, Apple or the phone. Only the providers the server has configured. */
export function SocialStep({ clients, pending, onProvider, onPhone }: SocialStepProps) {
  const { t } = useTranslation('login');
  return (
    <div className={styles.form}>
      {clients.map((client) => (
        <Button
          key={client.provider}
          variant="secondary"
          fullWidth
          loading={pending === client.provider}
          onClick={() => onProvider(client)}
        >
          {client.provider === 'google' ? t('social.google') : t('social.apple')}
        </Button>
      ))}
      <p className={styles.divider}>{t('social.or')}</p>
      <Button fullWidth onClick={onPhone}>
        {t('social.phone')}
      </Button>
    </div>
  );
}
