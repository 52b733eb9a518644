import { describe, expect, it } from 'vitest';
import { matchRouteDef } from './match-route.ts';
import { PLANNED_ROUTES } from './planned-routes.ts';
import { pathFor, ROUTES } from './route-table.ts';
import { SCREEN_FILES } from './screen-files.ts';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
  it('matches the spec paths to their names', () => {
    expect(matchRouteDef('/').route.name).toBe('Index');
    expect(matchRouteDef('/entrar').route.name).toBe('Login');
    expect(matchRouteDef('/home').route.name).toBe('Home');
    expect(matchRouteDef('/home/12').route.name).toBe('Home');
    expect(matchRouteDef('/cashback/como-funciona').route.name).toBe('CashbackRules');
    expect(matchRouteDef('/cashback/ABC').route.name).toBe('CashbackCode');
    expect(matchRouteDef('/admin/clientes/7').params).toEqual({ id: '7' });
    expect(matchRouteDef('/tipoProduto/pizzas').params).toEqual({ type: 'pizzas' });
    expect(matchRouteDef('/nao-existe').route.name).toBe('NotFound');
  });
  it('builds concrete paths', () => {
    expect(pathFor('Index')).toBe('/');
    expect(pathFor('Pix', { id: 'a b' })).toBe('/pix/a%20b');
    expect(pathFor('Home')).toBe('/home');
    expect(pathFor('ProductList', { type: 'pizza' })).toBe('/categoria/pizza');
  });
  it('declares the access level of the spec', () => {
    const level = (name: string) => ROUTES.find((r) => r.name === name)?.level;
    expect(level('Cart')).toBe('user');
    expect(level('OrderBoard')).toBe('manager');
    expect(level('Pix')).toBe('anonymous');
    expect(level('Login')).toBeNull();
    expect(level('OpenOrderList')).toBe('manager');
    expect(level('OpenOrder')).toBeNull();
  });
});

describe('served and planned routes', () => {
  it('serves exactly the routes that have a screen', () => {
    const served = ROUTES.map((r) => r.name).filter((name) => name !== 'NotFound');
    expect(served.sort()).toEqual(Object.keys(SCREEN_FILES).sort());
  });
  it('keeps the planned routes of the spec out of the router: their paths show NotFound', () => {
    const served = new Set<string>(ROUTES.map((r) => r.name));
    for (const route of PLANNED_ROUTES) {
      expect(served.has(route.name), route.name).toBe(false);
      const concrete = route.path.replace(/\/\*$/, '/x').replace(/:\w+\??/g, '1');
      expect(matchRouteDef(concrete).route.name, concrete).toBe('NotFound');
    }
  });
  it('serves the clinic CRM and messaging screens at the spec levels', () => {
    const level = (name: string) => ROUTES.find((r) => r.name === name)?.level;
    expect(level('AutomaticMessages')).toBe('user');
    expect(level('CRM')).toBe('supplier');
    expect(level('SalesFunnel')).toBe('user');
    expect(PLANNED_ROUTES).toEqual([]);
  });
  it('serves the staff screens at the spec levels', () => {
    const served = (name: string) => ROUTES.find((r) => r.name === name)?.level;
    expect(served('AccessRequests')).toBe('manager');
    expect(served('CRM')).toBe('supplier');
    expect(served('PatientList')).toBe('manager');
    expect(served('AutomaticMessages')).toBe('user');
    expect(served('CreateAutomaticMessage')).toBe('user');
    expect(served('PaymentList')).toBe('manager');
  });
  it('serves the clinic agenda at the spec levels', () => {
    const served = (name: string) => ROUTES.find((r) => r.name === name)?.level;
    expect(served('Appointments')).toBe('owner');
    expect(served('SupplierAppointments')).toBe('owner');
    expect(served('MySchedule')).toBe('user');
    expect(served('MyServicesList')).toBe('user');
  });
});

describe('route notes', () => {
  it('describe every route of the table', async () => {
    const { ROUTE_NOTES } = await import('./route-notes.ts');
    for (const route of [...ROUTES, ...PLANNED_ROUTES])
      if (route.name !== 'NotFound')
        expect(ROUTE_NOTES[route.name as keyof typeof ROUTE_NOTES], route.name).toBeTruthy();
  });
});
