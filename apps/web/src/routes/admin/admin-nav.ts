import type { RouteName } from '../../app/route-table.ts';

/**
 * The back office's sections, in menu order. `ownerOnly` sections are hidden from managers. A
 * section stays highlighted on its sub-pages (/admin/cardapio/produto/... keeps 'Cardápio');
 * `exact` sections only on their own path (the dashboard at /admin is the prefix of every other).
 */
export type AdminNavItem = { route: RouteName; labelKey: string; ownerOnly?: true; exact?: true };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { route: 'AdminDashboard', labelKey: 'nav.dashboard', exact: true },
  { route: 'OrderBoard', labelKey: 'nav.orders' },
  { route: 'KitchenDisplay', labelKey: 'nav.kitchen' },
  { route: 'AdminCatalogue', labelKey: 'nav.catalogue' },
  { route: 'AdminCustomers', labelKey: 'nav.customers' },
  { route: 'AdminSettings', labelKey: 'nav.settings' },
  { route: 'AdminTheme', labelKey: 'nav.theme' },
  { route: 'AdminTeam', labelKey: 'nav.team', ownerOnly: true },
];
