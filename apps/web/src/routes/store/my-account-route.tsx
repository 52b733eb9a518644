import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { pathFor } from '../../app/route-table.ts';
import { usePlace } from '../../app/shared/current-place.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import { logout } from '../../app/shared/session.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { ui } from '../../lib/ui-store.ts';
import styles from './my-account.module.css';

export const namespaces = ['account', 'validation', 'patients'] as const;

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

export function Component() {
  const { t, i18n } = useTranslation('account');
  const user = useCurrentUser();
  const place = usePlace();
  const navigate = useNavigate();
  if (!user) return null;
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const rows: [string, string | null][] = [
    [t('name'), user.username],
    [t('phone'), user.phone ? formatPhone(user.phone) : null],
    [t('email'), user.email],
    [t('cpf'), user.cpf ? formatCpfCnpj(user.cpf) : null],
    [t('birthdate'), formatDate(user.birthdate)],
  ];
  if (place?.fidelidade_enabled)
    rows.push([t('cashback'), formatMoney(reaisToCents(user.user_credit.total_cash), locale)]);

  const exit = async () => {
    await ui.busy(logout);
    notify(t('common:logout.done'));
    navigate('/', { replace: true });
  };

  return (
    <section className={styles.card} aria-labelledby="account-title">
      <h1 id="account-title">{t('title')}</h1>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={value ? undefined : styles.muted}>{value ?? t('notInformed')}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => ui.openDialog({ kind: 'update-my-data' })}>{t('edit')}</Button>
        <Button variant="secondary" onClick={() => void exit()}>
          {t('logout')}
        </Button>
      </div>
      {/* A clinic's patient may ask who read their data (LGPD; decision 184). */}
      {place?.service_supplier && (
        <p>
          <Link to={pathFor('MyPatientAudit')}>{t('patients:myAudit.link')}</Link>
        </p>
      )}
    </section>
  );
}
