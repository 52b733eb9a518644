import { describe, expect, it } from 'vitest';
import { pathFor } from '../../app/route-table.ts';
import { matchPath } from '../../lib/router.tsx';
import { ADMIN_NAV, navFor } from './admin-nav.ts';

/** The sections the menu highlights at a path (NavLink's rule: `end` only for exact sections). */
const highlighted = (pathname: string) =>
  ADMIN_NAV.filter((item) => matchPath({ path: pathFor(item.route), end: item.exact ?? false }, pathname)).map(
    (item) => item.labelKey,
  );

describe('admin menu highlight', () => {
  it.each([
    ['/admin', 'nav.dashboard'],
    ['/admin/pedidos', 'nav.orders'],
    ['/admin/pedidos/123/imprimir', 'nav.orders'],
    ['/admin/cardapio', 'nav.catalogue'],
    ['/admin/cardapio/produto/novo', 'nav.catalogue'],
    ['/admin/cardapio/combo/8f0c2f4e-1111-4222-8333-944445555666', 'nav.catalogue'],
    ['/admin/clientes/8f0c2f4e-1111-4222-8333-944445555666', 'nav.customers'],
    ['/admin/configuracoes', 'nav.settings'],
  ])('highlights exactly one section at %s', (pathname, section) => {
    expect(highlighted(pathname)).toEqual([section]);
  });
});

describe('clinic-only sections', () => {
  const labels = (items: readonly { labelKey: string }[]) => items.map((item) => item.labelKey);

  it("hides 'Listas do CRM' from a restaurant's owner and manager", () => {
    expect(labels(navFor(true, 'manager', false))).not.toContain('nav.crmLists');
    expect(labels(navFor(false, 'manager', false))).not.toContain('nav.crmLists');
  });

  it("shows 'Listas do CRM' at a clinic / service-supplier place", () => {
    expect(labels(navFor(true, 'manager', true))).toContain('nav.crmLists');
    expect(labels(navFor(false, 'manager', true))).toContain('nav.crmLists');
  });

  it("hides specialities and professionals from a restaurant's owner", () => {
    expect(labels(navFor(true, 'manager', false))).not.toContain('nav.specialities');
    expect(labels(navFor(true, 'manager', false))).not.toContain('nav.suppliers');
    expect(labels(navFor(true, 'manager', true))).toEqual(
      expect.arrayContaining(['nav.specialities', 'nav.suppliers']),
    );
  });

  it('keeps every section but the clinic ones (CRM lists, service types, specialities, professionals) the same at both kinds of place', () => {
    const clinicOnly = ['nav.crmLists', 'nav.serviceTypes', 'nav.specialities', 'nav.suppliers'];
    const other = (isOwner: boolean, isClinic: boolean) =>
      labels(navFor(isOwner, 'manager', isClinic)).filter((key) => !clinicOnly.includes(key));
    expect(other(true, false)).toEqual(other(true, true));
    expect(other(false, false)).toEqual(other(false, true));
  });
});
