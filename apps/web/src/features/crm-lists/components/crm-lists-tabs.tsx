import { pathFor, type RouteName } from '../../../app/route-table.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { NavLink } from '../../../lib/router.tsx';
import styles from './crm-lists.module.css';

const TABS: [RouteName, string][] = [
  ['AdminCrmCampaigns', 'campaigns'],
  ['AdminCrmFirstContacts', 'firstContacts'],
  ['AdminCrmContactTypes', 'contactTypes'],
  ['AdminCrmOrganizations', 'organizations'],
  ['AdminCrmCancellationReasons', 'reasons'],
];

/** The five CRM lists, one link each (the back-office menu has one entry for them all). */
export function CrmListsTabs() {
  const { t } = useTranslation('crm-lists');
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      {TABS.map(([route, key]) => (
        <NavLink
          key={route}
          to={pathFor(route)}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
        >
          {t(`tabs.${key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
