import { useTranslation } from '../lib/i18n.ts';
import { Link } from '../lib/router.tsx';
import styles from './routes.module.css';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.centered}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={styles.linkButton} to="/">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
