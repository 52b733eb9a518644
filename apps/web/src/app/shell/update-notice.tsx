import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useUi } from '../../lib/ui-store.ts';
import styles from './shell.module.css';

/** Persistent until the person updates (spec 3 §2.4). */
export function UpdateNotice() {
  const { t } = useTranslation('common');
  const applyUpdate = useUi((s) => s.applyUpdate);
  if (!applyUpdate) return null;
  return (
    <div className={styles.updateNotice} role="status">
      <span>{t('update.text')}</span>
      <Button size="small" onClick={applyUpdate}>
        {t('update.action')}
      </Button>
    </div>
  );
}
