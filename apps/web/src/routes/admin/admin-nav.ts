import { roleHas, SCREEN_TOOLS, type StaffRole } from '@app/domain/users/staff-roles';
import { ROUTES_BY_NAME, type RouteName } from '../../app/route-table.ts';

/**
 * The back office's sections, in menu order. `ownerOnly` sections are hidden from managers; the
 * others are shown to the staff roles whose tools open them (decision 068: the kitchen sees only
 * the kitchen display). A section stays highlighted on its sub-pages (/admin/cardapio/produto/...
 * keeps 'Cardápio'); `exact` sections only on their own path (the dashboard at /admin is the
 * prefix of every other).
 */
export type AdminNavItem = {
  route: RouteName & keyof typeof SCREEN_TOOLS;
  labelKey: string;
  ownerOnly?: true;
  exact?: true;
  /** A path prefix that also marks the section current (a section of several screens). */
  section?: string;
};

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { route: 'AdminDashboard', labelKey: 'nav.dashboard', exact: true },
  { route: 'OrderBoard', labelKey: 'nav.orders' },
  { route: 'KitchenDisplay', labelKey: 'nav.kitchen' },
  { route: 'AdminCatalogue', labelKey: 'nav.catalogue' },
  { route: 'AdminCustomers', labelKey: 'nav.customers' },
  { route: 'AdminSettings', labelKey: 'nav.settings' },
  { route: 'AdminTheme', labelKey: 'nav.theme' },
  { route: 'AdminTeam', labelKey: 'nav.team', ownerOnly: true },
  { route: 'AdminSplitRules', labelKey: 'nav.splitRules', ownerOnly: true },
  { route: 'AdminMarketplace', labelKey: 'nav.marketplace', ownerOnly: true },
  { route: 'AdminSpecialities', labelKey: 'nav.specialities', ownerOnly: true },
  { route: 'AdminSuppliers', labelKey: 'nav.suppliers', ownerOnly: true },
  { route: 'AdminServiceTypes', labelKey: 'nav.serviceTypes', ownerOnly: true },
  { route: 'AdminCrmCampaigns', labelKey: 'nav.crmLists', section: '/admin/crm' },
];

/**
 * The sections a person sees: the owner all; other staff those their role's tools open. Clinic
 * sections (routes marked `clinic` in the route table, which the guard also keeps) only at a
 * clinic / service-supplier place.
 */
export function navFor(isOwner: boolean, role: StaffRole, isClinic: boolean): AdminNavItem[] {
  const here = ADMIN_NAV.filter((item) => isClinic || !ROUTES_BY_NAME[item.route].clinic);
  if (isOwner) return here;
  return here.filter((item) => !item.ownerOnly && roleHas(role, SCREEN_TOOLS[item.route]));
}
