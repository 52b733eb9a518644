import { describe, expect, it } from 'vitest';
import { matchRouteDef } from './match-route.ts';
import { pathFor, ROUTES } from './route-table.ts';

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
    expect(matchRouteDef('/pacientes/criar').route.name).toBe('NewPatient');
    expect(matchRouteDef('/pacientes/7/ver/consulta/3').route.name).toBe('ViewPatient');
    expect(matchRouteDef('/horarios/5/editar/9').route.name).toBe('SupplierAppointments');
    expect(matchRouteDef('/pedido/12/codigo/XY').params).toEqual({ number: '12', code: 'XY' });
    expect(matchRouteDef('/tipoProduto/pizzas').params).toEqual({ type: 'pizzas' });
    expect(matchRouteDef('/nao-existe').route.name).toBe('NotFound');
  });
  it('builds concrete paths', () => {
    expect(pathFor('Index')).toBe('/');
    expect(pathFor('Pix', { id: 'a b' })).toBe('/pix/a%20b');
    expect(pathFor('Home')).toBe('/home');
    expect(pathFor('ProductList', { type: 'pizza' })).toBe('/categoria/pizza');
    expect(pathFor('SupplierAppointments', { id: '3' })).toBe('/horarios/3');
  });
  it('declares the access level of the spec', () => {
    const level = (name: string) => ROUTES.find((r) => r.name === name)?.level;
    expect(level('Cart')).toBe('user');
    expect(level('OpenOrderList')).toBe('manager');
    expect(level('CRM')).toBe('supplier');
    expect(level('Appointments')).toBe('owner');
    expect(level('Pix')).toBe('anonymous');
    expect(level('Login')).toBeNull();
  });
});

describe('route notes', () => {
  it('describe every route of the table', async () => {
    const { ROUTE_NOTES } = await import('./route-notes.ts');
    for (const route of ROUTES)
      if (route.name !== 'NotFound') expect(ROUTE_NOTES[route.name as keyof typeof ROUTE_NOTES]).toBeTruthy();
  });
});
