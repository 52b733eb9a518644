import { roleHas } from '@app/domain/users/staff-roles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoIcon, MenuIcon, UsersSwitchIcon, WalletIcon } from '../../components/ui/icons.tsx';
import { PlaceLogo } from '../../features/places/index.ts';
import { ui } from '../../lib/ui-store.ts';
import { pathFor } from '../route-table.ts';
import { usePlace } from '../shared/current-place.ts';
import { useCurrentUser } from '../shared/current-user.ts';
import styles from './shell.module.css';

export function Toolbar() {
  const { t } = useTranslation('common');
  const place = usePlace();
  const manager = useCurrentUser()?.manager;
  // Acting for a customer is the storefront tool (decision 068): not the kitchen's.
  const counter = manager && (manager.owner || roleHas(manager.role ?? 'manager', 'storefront'));
  // The payments list (decision 120) is the cashier's tool.
  const cashier = manager && (manager.owner || roleHas(manager.role ?? 'manager', 'payments'));
  return (
    <header className={styles.toolbar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('toolbar.menu')}
        onClick={() => ui.setDrawer(true)}
      >
        <MenuIcon />
      </button>
      {/* The name read out starts with the visible text (WCAG 2.5.3), so no aria-label. */}
      <Link to="/" className={styles.brand}>
        {place && <PlaceLogo place={place} size={36} />}
        <span className={styles.brandName}>{place?.restaurantname ?? t('appName')}</span>
        <span className="visually-hidden"> – {t('toolbar.home')}</span>
      </Link>
      {counter && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('toolbar.switchAccount')}
          title={t('toolbar.switchAccount')}
          onClick={() => ui.openDialog({ kind: 'switch-account' })}
        >
          <UsersSwitchIcon />
        </button>
      )}
      {cashier && (
        <Link
          to={pathFor('PaymentList')}
          className={styles.iconButton}
          aria-label={t('toolbar.payments')}
          title={t('toolbar.payments')}
        >
          <WalletIcon />
        </Link>
      )}
      <Link to={pathFor('StoreInfo')} className={styles.iconButton} aria-label={t('toolbar.storeInfo')}>
        <InfoIcon />
      </Link>
    </header>
  );
}
