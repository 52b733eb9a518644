import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import { stopActing } from '../lib/acting.ts';
import styles from './staff.module.css';

/**
 * 'Atendendo Maria · por João' on every screen while staff act for a customer (decision 046 point 3
 * and 076), with the two ways out: another customer, or back to their own account.
 */
export function ActingBanner() {
  const { t } = useTranslation('staff');
  const user = useCurrentUser();
  const ownToken = useBrowserStore((s) => s.ownToken);
  if (!user?.acting_by && !ownToken) return null;
  if (!user) return null;
  return (
    <section className={styles.banner} aria-label={t('banner.label')} data-acting>
      <span className={styles.bannerText}>
        <strong>{t('banner.acting', { customer: user.username })}</strong>
        {user.acting_by && <> · {t('banner.by', { staff: user.acting_by })}</>}
      </span>
      <span className={styles.bannerActions}>
        <button type="button" className={styles.bannerButton} onClick={() => ui.openDialog({ kind: 'switch-account' })}>
          {t('banner.change')}
        </button>
        <button type="button" className={styles.bannerButton} onClick={() => void ui.busy(stopActing)}>
          {t('banner.stop')}
        </button>
      </span>
    </section>
  );
}
