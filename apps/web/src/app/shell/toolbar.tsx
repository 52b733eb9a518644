import { roleHas } from '@app/domain/users/staff-roles';
import {
  EditIcon,
  HelpIcon,
  InfoIcon,
  MenuIcon,
  SearchIcon,
  UsersSwitchIcon,
  WalletIcon,
} from '../../components/ui/icons.tsx';
import { PlaceLogo } from '../../features/places/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { ui } from '../../lib/ui-store.ts';
import { pathFor } from '../route-table.ts';
import { usePlace, usePrelogin } from '../shared/current-place.ts';
import { useCurrentUser } from '../shared/current-user.ts';
import { SEARCH_FOCUS_STATE } from '../shared/search-focus.ts';
import styles from './shell.module.css';

export function Toolbar() {
  const { t } = useTranslation('common');
  const place = usePlace();
  const manager = useCurrentUser()?.manager;
  // Acting for a customer is the storefront tool (decision 068): not the kitchen's.
  const counter = manager && (manager.owner || roleHas(manager.role ?? 'manager', 'storefront'));
  // The payments list (decision 120) is the cashier's tool.
  const cashier = manager && (manager.owner || roleHas(manager.role ?? 'manager', 'payments'));
  // Edit opens the back office's menu editor, for whoever may change the catalogue.
  const editor = manager && (manager.owner || roleHas(manager.role ?? 'manager', 'manage'));
  // Help is the place's support contact (WhatsApp or a page); without one there is no help to offer.
  const supportLink = usePrelogin()?.support_link ?? place?.support_link ?? null;
  const name = place?.restaurantname ?? t('appName');
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
      {/* The name read out starts with the visible text (WCAG 2.5.3), so no aria-label; the title
          shows the whole name where a phone's toolbar cuts it. */}
      <Link to="/" className={styles.brand} title={name}>
        {place && <PlaceLogo place={place} size={36} />}
        <span className={styles.brandName}>{name}</span>
        <span className="visually-hidden"> – {t('toolbar.home')}</span>
      </Link>
      <Link
        to={pathFor('AllProducts')}
        state={SEARCH_FOCUS_STATE}
        className={styles.iconButton}
        aria-label={t('toolbar.search')}
        title={t('toolbar.search')}
      >
        <SearchIcon />
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
      {editor && (
        <Link
          to={pathFor('AdminCatalogue')}
          className={`${styles.iconButton} ${styles.wideOnly}`}
          aria-label={t('toolbar.edit')}
          title={t('toolbar.edit')}
        >
          <EditIcon />
        </Link>
      )}
      <Link to={pathFor('StoreInfo')} className={styles.iconButton} aria-label={t('toolbar.storeInfo')}>
        <InfoIcon />
      </Link>
      {supportLink && (
        <a
          href={supportLink}
          target="_blank"
          rel="noopener noreferrer"
          className={`${styles.iconButton} ${staffTools(counter, cashier) ? styles.wideOnly : ''}`}
          aria-label={t('toolbar.help')}
          title={t('toolbar.help')}
        >
          <HelpIcon />
        </a>
      )}
    </header>
  );
}

/** On a phone, staff's toolbar keeps its counter tools; help and edit stay in the drawer there. */
function staffTools(counter: unknown, cashier: unknown): boolean {
  return Boolean(counter || cashier);
}
