import { describe, expect, it } from 'vitest';
import { actualLevel, type GuardState, type GuardTarget, runGuard } from './guard.ts';
import { matchRouteDef } from './match-route.ts';
import { PLANNED_ROUTES, type PlannedRouteName } from './planned-routes.ts';
import { ROUTES, type RouteName } from './route-table.ts';
import { SCREEN_FILES } from './screen-files.ts';

const place: GuardState['place'] = {
  service_supplier: false,
  payments_service_enabled: true,
  payments_seller_id: 'seller',
};

const base: GuardState = {
  firstLoad: false,
  place,
  pendingTransactionId: null,
  token: null,
  user: null,
  manager: null,
  onlinePaymentChecked: true,
};

const loggedIn: Partial<GuardState> = { token: 't', user: { master_account: false, block_app_payment: false } };

/** A served route, or a planned one (its level, for the steps no served route exercises yet). */
function target(name: RouteName | PlannedRouteName, pathname = '/x', search = ''): GuardTarget {
  const route = ROUTES.find((r) => r.name === name) ?? PLANNED_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return { route, pathname, search };
}

const guard = (
  name: RouteName | PlannedRouteName,
  state: Partial<GuardState> = {},
  pathname?: string,
  search?: string,
) => runGuard(target(name, pathname, search), { ...base, ...state });

describe('guard step 1: drawer', () => {
  it('always closes the side drawer first', () => {
    expect(guard('Index').effects[0]).toEqual({ kind: 'closeDrawer' });
    expect(guard('Cart').effects[0]).toEqual({ kind: 'closeDrawer' });
  });
});

describe('guard step 2: pre-login data', () => {
  it('switches to the provider language and shows the splash on first load in provider mode', () => {
    const effects = guard('Index', { firstLoad: true, place: { ...place, service_supplier: true } }).effects;
    expect(effects).toContainEqual({ kind: 'providerLocale' });
    expect(effects).toContainEqual({ kind: 'showSplash' });
  });
  it('does nothing more on later navigations or outside provider mode', () => {
    expect(
      guard('Index', { firstLoad: false, place: { ...place, service_supplier: true } }).effects,
    ).not.toContainEqual({ kind: 'showSplash' });
    expect(guard('Index', { firstLoad: true }).effects).not.toContainEqual({ kind: 'providerLocale' });
  });
});

describe('guard step 3: marketplace and branch mode', () => {
  const marketplace = { ...place, marketplace: true };
  const brand = { ...place, branchMode: true };
  it('sends every storefront screen of a marketplace to Marketplace, and of a brand to ChooseBranch', () => {
    expect(guard('Index', { place: marketplace })).toMatchObject({ action: 'redirect', to: '/locais', step: 3 });
    expect(guard('Cart', { place: marketplace, ...loggedIn })).toMatchObject({ to: '/locais', step: 3 });
    expect(guard('Home', { place: brand })).toMatchObject({ action: 'redirect', to: '/escolher-filial', step: 3 });
    expect(guard('Marketplace', { place: marketplace }).action).toBe('proceed');
    expect(guard('ChooseBranch', { place: brand }).action).toBe('proceed');
  });
  it('comes before a pending Pix: a marketplace takes no orders of its own', () => {
    expect(guard('Pix', { place: marketplace, pendingTransactionId: 'tx1' })).toMatchObject({ step: 3 });
  });
  it('leaves signing in and the back office alone, and ordinary places', () => {
    expect(guard('Login', { place: marketplace }).action).toBe('proceed');
    expect(guard('AdminDashboard', { place: marketplace }).action).not.toBe('proceed');
    expect(guard('AdminDashboard', { place: marketplace })).toMatchObject({ step: 5 });
    expect(guard('Home').action).toBe('proceed');
    expect(guard('Marketplace').action).toBe('proceed');
  });
});

describe('guard step 4: pending Pix', () => {
  it('keeps the person on the Pix page', () => {
    expect(guard('Home', { pendingTransactionId: 'tx1' })).toMatchObject({
      action: 'redirect',
      to: '/pix/tx1',
      step: 4,
    });
    expect(guard('Pix', { pendingTransactionId: 'tx1' }).action).toBe('proceed');
  });
});

describe('guard step 5: login required', () => {
  it('sends an anonymous visitor of a user route to Login with the path and authCode', () => {
    const result = guard('MyOrder', {}, '/meu-pedido/9', '?authCode=abc');
    expect(result).toMatchObject({ action: 'redirect', route: 'Login', step: 5 });
    if (result.action !== 'redirect') throw new Error('expected redirect');
    const query = new URLSearchParams(result.to.split('?')[1]);
    expect(result.to.startsWith('/entrar?')).toBe(true);
    expect(query.get('redirect')).toBe('/meu-pedido/9?authCode=abc');
    expect(query.get('authCode')).toBe('abc');
  });
  it('lets anonymous and level-less routes through, and logged-in users in', () => {
    expect(guard('Pix').action).toBe('proceed');
    expect(guard('Index').action).toBe('proceed');
    expect(guard('Cart', loggedIn).action).toBe('proceed');
  });
  it('applies to manager routes too', () => {
    expect(guard('OrderBoard')).toMatchObject({ route: 'Login', step: 5 });
  });
});

describe('guard step 6: the new-user flow', () => {
  it('sends a person the place has not let in to RequestAccess, from any screen', () => {
    expect(guard('Home', { ...loggedIn, accessRequired: true })).toMatchObject({
      action: 'redirect',
      to: '/solicitar-acesso',
      step: 6,
    });
    expect(guard('ChooseServiceSupplier', { ...loggedIn, accessRequired: true })).toMatchObject({ step: 6 });
    expect(guard('RequestAccess', { ...loggedIn, accessRequired: true }).action).toBe('proceed');
  });
  it('leaves RequestAccess for Index once let in, or when the person never needed it', () => {
    expect(guard('RequestAccess', { ...loggedIn, accessRequired: false })).toMatchObject({ to: '/', step: 6 });
    expect(guard('Home', { ...loggedIn, accessRequired: false }).action).toBe('proceed');
  });
  it('asks nothing of a visitor who is not signed in', () => {
    expect(guard('Home', { accessRequired: true }).action).toBe('proceed');
    expect(guard('RequestAccess')).toMatchObject({ route: 'Login', step: 5 });
  });
});

describe('guard step 7: staff levels', () => {
  it('needs manager data for manager routes', () => {
    expect(guard('OrderBoard', loggedIn)).toMatchObject({ action: 'redirect', to: '/', step: 7 });
    expect(guard('OrderBoard', { ...loggedIn, manager: { owner: false, service_supplier_id: null } }).action).toBe(
      'proceed',
    );
  });
  it('needs a supplier id for supplier routes', () => {
    expect(guard('NewRecord', { ...loggedIn, manager: { owner: true, service_supplier_id: null } })).toMatchObject({
      step: 7,
    });
    expect(guard('CRM', { ...loggedIn, manager: { owner: false, service_supplier_id: null } })).toMatchObject({
      step: 7,
    });
    expect(guard('CRM', { ...loggedIn, manager: { owner: false, service_supplier_id: 's1' } }).action).toBe('proceed');
  });
  it('lets the owner open the CRM without a supplier id', () => {
    expect(guard('CRM', { ...loggedIn, manager: { owner: true, service_supplier_id: null } }).action).toBe('proceed');
  });
  it('needs the owner flag for owner routes', () => {
    expect(guard('Appointments', { ...loggedIn, manager: { owner: false, service_supplier_id: 's1' } })).toMatchObject({
      step: 7,
    });
    expect(guard('Appointments', { ...loggedIn, manager: { owner: true, service_supplier_id: null } }).action).toBe(
      'proceed',
    );
  });
});

describe('guard step 7: clinic-only screens (decision 206)', () => {
  const owner: Partial<GuardState> = { ...loggedIn, manager: { owner: true, service_supplier_id: null } };
  const clinic = { ...place, service_supplier: true };
  const clinicOnly = ROUTES.filter((r) => r.clinic).map((r) => r.name);

  it('marks the CRM lists and the service types, and nothing of a restaurant', () => {
    expect(clinicOnly).toEqual(
      expect.arrayContaining([
        'AdminServiceTypes',
        'AdminCrmCampaigns',
        'AdminCrmFirstContacts',
        'AdminCrmContactTypes',
        'AdminCrmOrganizations',
        'AdminCrmCancellationReasons',
      ]),
    );
    expect(clinicOnly).not.toContain('AdminCatalogue');
  });

  it.each(clinicOnly)("sends a restaurant's owner who types the URL of %s to the dashboard", (name) => {
    expect(guard(name, owner)).toMatchObject({ action: 'redirect', to: '/admin', route: 'AdminDashboard', step: 7 });
  });

  it('opens them at a clinic, and keeps the level check first elsewhere', () => {
    for (const name of clinicOnly) expect(guard(name, { ...owner, place: clinic }).action).toBe('proceed');
    expect(guard('AdminCrmCampaigns', loggedIn)).toMatchObject({ to: '/', step: 7 });
  });

  it('lands every typed /admin/crm/... path of a restaurant on the dashboard', () => {
    for (const path of ['/admin/crm/campanhas', '/admin/crm/organizacoes', '/admin/crm/motivos-de-cancelamento']) {
      const result = runGuard({ route: matchRouteDef(path).route, pathname: path, search: '' }, { ...base, ...owner });
      expect(result, path).toMatchObject({ action: 'redirect', to: '/admin' });
    }
  });
});

describe('guard step 8: online payment', () => {
  it('checks online payment once', () => {
    expect(guard('Index', { onlinePaymentChecked: false }).effects).toContainEqual({
      kind: 'setOnlinePayment',
      available: true,
    });
    expect(guard('Index', { onlinePaymentChecked: true }).effects.some((e) => e.kind === 'setOnlinePayment')).toBe(
      false,
    );
  });
  it('is unavailable without a seller or for a blocked user', () => {
    const noSeller = { place: { ...place, payments_seller_id: null }, onlinePaymentChecked: false };
    expect(guard('Index', noSeller).effects).toContainEqual({ kind: 'setOnlinePayment', available: false });
    const blocked = {
      token: 't',
      user: { master_account: false, block_app_payment: true },
      onlinePaymentChecked: false,
    };
    expect(guard('Index', blocked).effects).toContainEqual({ kind: 'setOnlinePayment', available: false });
  });
  it('is unavailable after the first purchase when the place blocks it', () => {
    const user = { master_account: false, block_app_payment: false, first_purchase: true };
    const firstPurchaseBlock = {
      place: { ...place, first_purchase_block: true },
      token: 't',
      onlinePaymentChecked: false,
    };
    expect(guard('Index', { ...firstPurchaseBlock, user }).effects).toContainEqual({
      kind: 'setOnlinePayment',
      available: false,
    });
    expect(guard('Index', { ...firstPurchaseBlock, user: { ...user, first_purchase: false } }).effects).toContainEqual({
      kind: 'setOnlinePayment',
      available: true,
    });
  });
});

describe('actualLevel', () => {
  it('ranks owner, supplier, manager, user, anonymous', () => {
    expect(actualLevel({ token: null, manager: null })).toBe('anonymous');
    expect(actualLevel({ token: 't', manager: null })).toBe('user');
    expect(actualLevel({ token: 't', manager: { owner: false, service_supplier_id: null } })).toBe('manager');
    expect(actualLevel({ token: 't', manager: { owner: false, service_supplier_id: 's' } })).toBe('supplier');
    expect(actualLevel({ token: 't', manager: { owner: true, service_supplier_id: null } })).toBe('owner');
  });
});

describe('guard redirects', () => {
  // A redirect to a route without a screen would show NotFound or be lost: each must land on one.
  const manager = { owner: false, service_supplier_id: null };
  const states: Partial<GuardState>[] = [
    {},
    loggedIn,
    { ...loggedIn, manager },
    { pendingTransactionId: 'tx1' },
    { place: { ...place, service_supplier: true }, firstLoad: true, ...loggedIn },
    { place: { ...place, marketplace: true } },
    { place: { ...place, branchMode: true }, ...loggedIn },
  ];
  it('land on a served route with a screen, for every route and state', () => {
    let redirects = 0;
    for (const route of ROUTES) {
      for (const state of states) {
        const result = guard(route.name, state, '/x', '?authCode=a');
        if (result.action !== 'redirect') continue;
        redirects++;
        expect(Object.keys(SCREEN_FILES), `${route.name} → ${result.to}`).toContain(result.route);
        expect(matchRouteDef(result.to.split('?')[0] ?? '').route.name, result.to).toBe(result.route);
      }
    }
    expect(redirects).toBeGreaterThan(0);
  });
});
