import { ORDER_STATUS } from '../orders/rules.ts';

// Staff roles at a place (decision 068). The owner is not a role here: an owner may do everything.
// A role is a set of tools; a staff call is allowed when the role holds one of the call's tools.
// Calls not listed below need the 'manage' tool, so a new back-office call is manager-only until
// someone decides otherwise.

export const STAFF_ROLES = ['manager', 'cashier', 'waiter', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * manage: catalogue, customers, settings, coupons, dashboard, stations; board: the order board;
 * kitchen: the kitchen display, bump and recall; payments: collecting, card machine, voids;
 * storefront: acting for a customer and entering the back office from the storefront.
 */
export type StaffTool = 'manage' | 'board' | 'kitchen' | 'payments' | 'storefront';

export const ROLE_TOOLS: Readonly<Record<StaffRole, readonly StaffTool[]>> = {
  manager: ['manage', 'board', 'kitchen', 'payments', 'storefront'],
  cashier: ['board', 'kitchen', 'payments', 'storefront'],
  waiter: ['board', 'storefront'],
  kitchen: ['kitchen'],
};

/** Staff-level calls other roles than manager may make, and the tools that open each. */
const CALL_TOOLS: Readonly<Record<string, readonly StaffTool[]>> = {
  'admin/link/create': ['board', 'kitchen', 'storefront'],
  'manager/getorderlist': ['board', 'kitchen'],
  'admin/updateorder': ['board', 'kitchen'],
  'admin/orders/ticket': ['board', 'kitchen'],
  'manager/cancelordermanager': ['payments'],
  'payments/cardmachine/result': ['payments'],
  'admin/kitchen/stations': ['board', 'kitchen'],
  'admin/kitchen/recall': ['kitchen'],
  'admin/kitchen/recent': ['kitchen'],
  // Open accounts (decision 070): the floor runs them; closing takes money, the cashier's.
  'openorder/list': ['board', 'payments'],
  'openorder/update': ['board'],
  'admin/finishopenorder': ['payments'],
  managerlogin: ['storefront'],
  getuser: ['storefront'],
  listusers: ['storefront'],
  // The payments list and access requests (decisions 120, 122): the cashier's and the counter's.
  paymentlist: ['payments'],
  'useraccess/list': ['storefront'],
  'useraccess/update': ['storefront'],
  // Counter tools (decisions 115, 116, 118)
  setcachecart: ['storefront'],
  createcachetoken: ['storefront'],
  mergeusers: ['storefront'],
  'indications/list': ['storefront'],
  // Opening an account for guests (decision 106), and the check-in a receptionist fills in or prints.
  'openorder/create': ['board'],
};

export function roleHas(role: StaffRole, tool: StaffTool): boolean {
  return ROLE_TOOLS[role].includes(tool);
}

/** Whether a staff member of `role` (not owner) may make the staff-level call `name`. */
export function roleMayCall(role: StaffRole, name: string): boolean {
  if (roleHas(role, 'manage')) return true;
  const tools = Object.hasOwn(CALL_TOOLS, name) ? CALL_TOOLS[name] : undefined;
  return (tools ?? []).some((tool) => roleHas(role, tool));
}

/**
 * The statuses a role may set with admin/updateorder. The kitchen only hands an order on from
 * accepted (its bump); a waiter accepts and hands over but does not refuse or cancel (money goes
 * back: a cashier's or manager's call, as in Toast's void permission).
 */
const ROLE_STATUSES: Readonly<Record<StaffRole, readonly number[]>> = {
  manager: Object.values(ORDER_STATUS),
  cashier: Object.values(ORDER_STATUS),
  waiter: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.OUT_FOR_DELIVERY, ORDER_STATUS.DELIVERED],
  kitchen: [ORDER_STATUS.OUT_FOR_DELIVERY, ORDER_STATUS.DELIVERED],
};

export function roleMaySetStatus(role: StaffRole, from: number, to: number): boolean {
  if (role === 'kitchen' && from !== ORDER_STATUS.ACCEPTED) return false;
  return ROLE_STATUSES[role].includes(to);
}

/** Back-office screens by the tool that opens them (the web hides the rest). */
export const SCREEN_TOOLS = {
  AdminDashboard: 'manage',
  OrderBoard: 'board',
  KitchenDisplay: 'kitchen',
  AdminCatalogue: 'manage',
  AdminCustomers: 'manage',
  AdminSettings: 'manage',
  AdminTheme: 'manage',
  AdminTeam: 'manage',
  AdminSplitRules: 'manage',
  AdminMarketplace: 'manage',
  AdminSpecialities: 'manage',
  AdminServiceTypes: 'manage',
  AdminSuppliers: 'manage',
  AdminCrmCampaigns: 'manage',
} as const satisfies Record<string, StaffTool>;
