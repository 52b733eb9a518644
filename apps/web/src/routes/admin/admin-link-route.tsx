import { useEffect, useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { applySession } from '../../app/shared/session.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { redeemAdminLink } from '../../features/users/admin/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import styles from '../routes.module.css';

export const namespaces = ['backoffice-onboarding'] as const;

/**
 * Route AdminLink (/admin/entrar/{code}): exchanges the single-use code for a fresh
 * session (user and manager token in the browser keys of lib/storage.ts), then opens the back office.
 */
export function Component() {
  const { t } = useTranslation('backoffice-onboarding');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    redeemAdminLink(code).then(
      (session) => {
        if (!active) return;
        applySession(session);
        navigate(pathFor('AdminDashboard'), { replace: true });
      },
      (error: unknown) => active && setFailure(errorMessage(error, t('link.failed'))),
    );
    return () => {
      active = false;
    };
  }, [code, navigate, t]);

  if (!failure) {
    return (
      <div className={styles.centered}>
        <Spinner size={36} label={t('link.opening')} />
        <p>{t('link.opening')}</p>
      </div>
    );
  }
  return (
    <div className={styles.centered} role="alert">
      <h1>{t('link.failedTitle')}</h1>
      <p>{failure}</p>
      <Link className={styles.linkButton} to={pathFor('Index')} replace>
        {t('link.toStore')}
      </Link>
    </div>
  );
}
