import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import styles from './catalogue.module.css';

/** Spec 3 §8: an unknown menu category. */
export function CategoryNotFound() {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.empty} role="alert">
      <p className={styles.emptyTitle}>{t('categoryNotFound')}</p>
      <Link to="/">{t('backToMenu')}</Link>
    </div>
  );
}
