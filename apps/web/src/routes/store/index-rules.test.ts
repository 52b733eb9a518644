import { describe, expect, it } from 'vitest';
import { indexTarget } from './index-rules.ts';

const place = { cards_menu: false, service_supplier: false };

describe('indexTarget', () => {
  it('sends cards-menu and service-supplier places to CardsMenu', () => {
    expect(indexTarget({ place: { ...place, cards_menu: true } })).toEqual({ route: 'CardsMenu' });
    expect(indexTarget({ place: { ...place, service_supplier: true } })).toEqual({ route: 'CardsMenu' });
  });
  it('goes Home otherwise', () => {
    expect(indexTarget({ place })).toEqual({ route: 'Home' });
  });
});

describe('indexTarget with open accounts', () => {
  const withOpenOrders = { ...place, comandaFacil_open_order: true };
  it('sends a manager of an open-order place to OpenOrderList', () => {
    expect(indexTarget({ place: withOpenOrders, user: { manager: true, openOrderId: null } })).toEqual({
      route: 'OpenOrderList',
    });
    expect(indexTarget({ place, user: { manager: true, openOrderId: null } })).toEqual({ route: 'Home' });
  });
  it('sends a guest with an open account to it', () => {
    expect(indexTarget({ place: withOpenOrders, user: { manager: false, openOrderId: 'a1' } })).toEqual({
      route: 'OpenOrder',
      params: { id: 'a1' },
    });
    expect(indexTarget({ place: withOpenOrders, user: { manager: false, openOrderId: null } })).toEqual({
      route: 'Home',
    });
  });
});
