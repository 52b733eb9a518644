import { WifiOffIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useUi } from '../../lib/ui-store.ts';
import styles from './shell.module.css';

export function ConnectionBanner() {
  const { t } = useTranslation('common');
  const connectionError = useUi((s) => s.connectionError);
  if (!connectionError) return null;
  return (
    <div className={styles.connection} role="alert">
      <WifiOffIcon size={20} />
      <span>{t('connection.error')}</span>
    </div>
  );
}
