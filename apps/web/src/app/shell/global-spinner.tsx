import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useUi } from '../../lib/ui-store.ts';
import styles from './shell.module.css';

/** Shown while a route loads or long work runs (ui.busy). */
export function GlobalSpinner() {
  const { t } = useTranslation('common');
  const navigating = useUi((s) => s.navigating);
  const busy = useUi((s) => s.busy > 0);
  if (!navigating && !busy) return null;
  return (
    <div className={styles.globalSpinner}>
      <Spinner size={28} label={t('loading')} />
    </div>
  );
}
