import { onlinePaymentAvailable as isOnlinePaymentAvailable } from '@app/domain/payments/online-payment';
import { ACCESS_LEVEL, type AccessLevel } from '@app/domain/shared/access';
import { pathFor, type RouteDef, type RouteName } from './route-table.ts';

// Spec 3 §2.3, steps 1 to 8 in order, as a pure function. The router's root loader gathers the
// state, calls `runGuard` and performs the effects; unit tests cover each step.

export type GuardPlace = {
  service_supplier: boolean;
  payments_service_enabled: boolean;
  payments_seller_id: string | null;
  /** Online payment only until the person's first purchase (spec 1 §6). */
  first_purchase_block?: boolean;
  /** The place is a marketplace: its storefront is the list of places (step 3). */
  marketplace?: boolean;
  /** The place is a brand: its storefront is the choice of a branch (step 3). */
  branchMode?: boolean;
};

export type GuardState = {
  /** Pre-login data was fetched on this navigation for the first time (step 2 effects run once). */
  firstLoad: boolean;
  place: GuardPlace;
  pendingTransactionId: string | null;
  token: string | null;
  user: { master_account: boolean; block_app_payment: boolean; first_purchase?: boolean } | null;
  manager: { owner: boolean; service_supplier_id: string | null } | null;
  onlinePaymentChecked: boolean;
  /**
   * Step 6 (decision 122): the signed-in person still needs the place's approval (new-user flow,
   * provider mode, not a master account, not staff, no approved request). The loader asks the
   * server only when the place and the person could need it.
   */
  accessRequired?: boolean;
};

/** The route a path lands on; a planned route's definition too, so the levels can be tested. */
export type GuardTarget = {
  route: Pick<RouteDef, 'level' | 'clinic'> & { name: string };
  pathname: string;
  search: string;
};

export type GuardEffect =
  | { kind: 'closeDrawer' }
  | { kind: 'providerLocale' }
  | { kind: 'showSplash' }
  | { kind: 'setOnlinePayment'; available: boolean }
  /** DuplicateOrder without staff (spec 3 §2.2): 'Você precisa estar logado como gerente.' */
  | { kind: 'managerRequired' };

export type GuardResult =
  | { action: 'proceed'; effects: GuardEffect[] }
  | { action: 'redirect'; to: string; route: RouteName; step: number; effects: GuardEffect[] };

/** The level the person holds: owner 4, supplier 3 (a manager with a supplier id), manager 2, user 1. */
export function actualLevel(state: Pick<GuardState, 'token' | 'manager'>): AccessLevel {
  if (!state.token) return 'anonymous';
  const m = state.manager;
  if (!m) return 'user';
  if (m.owner) return 'owner';
  return m.service_supplier_id ? 'supplier' : 'manager';
}

/** Guard step 8's rule (spec 1 §6), shared with the cart (features/payments/api/use-online-payment.ts). */
export function onlinePaymentAvailable(state: Pick<GuardState, 'place' | 'user'>): boolean {
  return isOnlinePaymentAvailable(state.place, state.user);
}

/**
 * Supplier-level screens the owner opens too (decision 178): the CRM lists every patient of the
 * place to the owner (the API's scope), while signing a record stays the professional's.
 */
const OWNER_OPENS: readonly string[] = ['CRM'];

/** Staff levels: manager needs manager data; supplier a supplier id; owner the owner flag. */
function holdsStaffLevel(level: AccessLevel, manager: GuardState['manager'], route: string): boolean {
  if (!manager) return false;
  if (level === 'supplier') return !!manager.service_supplier_id || (manager.owner && OWNER_OPENS.includes(route));
  if (level === 'owner') return manager.owner;
  return true;
}

/**
 * Screens step 3 leaves alone at a marketplace or brand (decision 092): signing in, and the back
 * office where the operator curates the list. Everything else of the storefront needs a place.
 */
const PLACE_FREE_ROUTES: readonly string[] = ['Login', 'AdminLink', 'NewPlace'];

function loginRedirect(target: GuardTarget): string {
  const params = new URLSearchParams({ redirect: target.pathname + target.search });
  const authCode = new URLSearchParams(target.search).get('authCode');
  if (authCode) params.set('authCode', authCode);
  return `${pathFor('Login')}?${params}`;
}

export function runGuard(target: GuardTarget, state: GuardState): GuardResult {
  const effects: GuardEffect[] = [];
  const name = target.route.name;
  const redirect = (route: RouteName, step: number, to = pathFor(route)): GuardResult =>
    name === route ? { action: 'proceed', effects } : { action: 'redirect', to, route, step, effects };

  // 1. Close the side drawer.
  effects.push({ kind: 'closeDrawer' });

  // 2. Pre-login data is loaded once (by the caller); provider mode switches language and shows a splash.
  if (state.firstLoad && state.place.service_supplier) effects.push({ kind: 'providerLocale' }, { kind: 'showSplash' });

  // 8 is an effect, not a redirect: record it before any early return so it still runs once.
  if (!state.onlinePaymentChecked) effects.push({ kind: 'setOnlinePayment', available: onlinePaymentAvailable(state) });

  // 3. A brand or a marketplace is no place to order from: its storefront is the choice of one.
  const required = target.route.level;
  const staffScreen = required !== null && ACCESS_LEVEL[required] >= ACCESS_LEVEL.manager;
  if ((state.place.branchMode || state.place.marketplace) && !staffScreen && !PLACE_FREE_ROUTES.includes(name)) {
    return state.place.branchMode ? redirect('ChooseBranch', 3) : redirect('Marketplace', 3);
  }

  // 4. A pending Pix transaction keeps the person on the Pix page.
  if (state.pendingTransactionId) {
    return redirect('Pix', 4, pathFor('Pix', { id: state.pendingTransactionId }));
  }

  // 5. User-level routes need login; Login gets the original path and authCode.
  if (required && ACCESS_LEVEL[required] >= ACCESS_LEVEL.user && !state.token) {
    return { action: 'redirect', to: loginRedirect(target), route: 'Login', step: 5, effects };
  }

  // 6. With the new-user flow, a person the place has not let in yet waits on RequestAccess, and
  // RequestAccess is nobody else's screen.
  if (state.token && state.accessRequired && name !== 'Login') return redirect('RequestAccess', 6);
  if (name === 'RequestAccess' && !state.accessRequired) return redirect('Index', 6);

  // 7. Manager, supplier and owner levels fall back to Index when unmet.
  if (required && ACCESS_LEVEL[required] >= ACCESS_LEVEL.manager && !holdsStaffLevel(required, state.manager, name)) {
    if (name === 'DuplicateOrder') effects.push({ kind: 'managerRequired' });
    return redirect('Index', 7);
  }
  // A clinic-only screen (decision 206) at a place that is not a clinic: typing its URL lands on
  // the back office's dashboard, as the menu never shows it there.
  if (target.route.clinic && !state.place.service_supplier) return redirect('AdminDashboard', 7);

  return { action: 'proceed', effects };
}
