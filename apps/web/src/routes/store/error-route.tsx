import { pathFor } from '../../app/route-table.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from '../../lib/router.tsx';
import styles from '../routes.module.css';

export const namespaces = ['clinic', 'validation'] as const;

/**
 * /erro: where a screen sends a person when what it shows does not exist (spec 3 §2.2:
 * SupplierAppointments with an unknown supplier → 'Prestador de Serviço não encontrado'). The
 * text comes as a key of the validation messages in the navigation state; nothing typed is shown.
 */
export function Component() {
  const { t } = useTranslation(['clinic', 'validation']);
  const state = useLocation().state as { message?: unknown } | null;
  const key = typeof state?.message === 'string' && /^[A-Za-z]+$/.test(state.message) ? state.message : null;
  const text = key ? t(`validation:${key}`, { defaultValue: t('error.generic') }) : t('error.generic');
  return (
    <section className={styles.centered} aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p role="alert">{text}</p>
      <Link className={styles.linkButton} to={pathFor('Index')}>
        {t('error.home')}
      </Link>
    </section>
  );
}
