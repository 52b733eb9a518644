import { describe, expect, it } from 'vitest';
import { actualLevel, type GuardState, type GuardTarget, runGuard } from './guard.ts';
import { ROUTES_BY_NAME, type RouteName } from './route-table.ts';

const place: GuardState['place'] = {
  service_supplier: false,
  new_user_flow: false,
  branchMode: false,
  marketplace: false,
  payments_service_enabled: true,
  payments_seller_id: 'seller',
};

const base: GuardState = {
  firstLoad: false,
  place,
  placeChosen: false,
  pendingTransactionId: null,
  token: null,
  user: null,
  manager: null,
  onlinePaymentChecked: true,
};

const loggedIn: Partial<GuardState> = { token: 't', user: { master_account: false, block_app_payment: false } };

function target(name: RouteName, pathname = '/x', search = ''): GuardTarget {
  return { route: ROUTES_BY_NAME[name], pathname, search };
}

const guard = (name: RouteName, state: Partial<GuardState> = {}, pathname?: string, search?: string) =>
  runGuard(target(name, pathname, search), { ...base, ...state });

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

describe('guard step 3: branch and marketplace modes', () => {
  it('forces ChooseBranch until a place is chosen', () => {
    expect(guard('Index', { place: { ...place, branchMode: true } })).toMatchObject({
      action: 'redirect',
      to: '/escolher-filial',
      step: 3,
    });
    expect(guard('ChooseBranch', { place: { ...place, branchMode: true } }).action).toBe('proceed');
    expect(guard('Index', { place: { ...place, branchMode: true }, placeChosen: true }).action).toBe('proceed');
  });
  it('forces Marketplace until a place is chosen', () => {
    expect(guard('Product', { place: { ...place, marketplace: true } })).toMatchObject({
      action: 'redirect',
      to: '/locais',
      step: 3,
    });
    expect(guard('Marketplace', { place: { ...place, marketplace: true } }).action).toBe('proceed');
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
    expect(guard('OpenOrderList')).toMatchObject({ route: 'Login', step: 5 });
  });
});

describe('guard step 6: new-user flow', () => {
  const flow = { place: { ...place, service_supplier: true, new_user_flow: true } };
  it('sends a non-master, non-manager user to RequestAccess', () => {
    expect(guard('Index', { ...flow, ...loggedIn })).toMatchObject({
      action: 'redirect',
      to: '/solicitar-acesso',
      step: 6,
    });
    expect(guard('RequestAccess', { ...flow, ...loggedIn }).action).toBe('proceed');
  });
  it('lets master accounts and managers skip it', () => {
    expect(
      guard('Index', { ...flow, token: 't', user: { master_account: true, block_app_payment: false } }).action,
    ).toBe('proceed');
    expect(guard('Index', { ...flow, ...loggedIn, manager: { owner: false, service_supplier_id: null } }).action).toBe(
      'proceed',
    );
  });
  it('sends others away from RequestAccess to Index', () => {
    expect(guard('RequestAccess', loggedIn)).toMatchObject({ action: 'redirect', to: '/', step: 6 });
  });
});

describe('guard step 7: staff levels', () => {
  it('needs manager data for manager routes', () => {
    expect(guard('OpenOrderList', loggedIn)).toMatchObject({ action: 'redirect', to: '/', step: 7 });
    expect(guard('OpenOrderList', { ...loggedIn, manager: { owner: false, service_supplier_id: null } }).action).toBe(
      'proceed',
    );
  });
  it('needs a supplier id for supplier routes', () => {
    expect(guard('CRM', { ...loggedIn, manager: { owner: true, service_supplier_id: null } })).toMatchObject({
      step: 7,
    });
    expect(guard('CRM', { ...loggedIn, manager: { owner: false, service_supplier_id: 's1' } }).action).toBe('proceed');
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
