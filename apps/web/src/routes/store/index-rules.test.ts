import { describe, expect, it } from 'vitest';
import { type IndexState, indexRedirect, indexTarget } from './index-rules.ts';

const place = { comandaFacil_open_order: false, cards_menu: false, service_supplier: false };
const state = (s: Partial<IndexState> = {}): IndexState => ({ place, hasManager: false, openOrderId: null, ...s });

describe('indexTarget', () => {
  it('sends a manager with the open-order feature to OpenOrderList', () => {
    expect(indexTarget(state({ hasManager: true, place: { ...place, comandaFacil_open_order: true } }))).toEqual({
      route: 'OpenOrderList',
    });
  });
  it('sends a user with an open order to it', () => {
    expect(indexTarget(state({ openOrderId: 'o1' }))).toEqual({ route: 'OpenOrder', params: { id: 'o1' } });
  });
  it('sends cards-menu and service-supplier places to CardsMenu', () => {
    expect(indexTarget(state({ place: { ...place, cards_menu: true } }))).toEqual({ route: 'CardsMenu' });
    expect(indexTarget(state({ place: { ...place, service_supplier: true } }))).toEqual({ route: 'CardsMenu' });
  });
  it('goes Home otherwise', () => {
    expect(indexTarget(state())).toEqual({ route: 'Home' });
    expect(indexTarget(state({ hasManager: true }))).toEqual({ route: 'Home' });
  });
});

describe('indexRedirect', () => {
  const only =
    (...names: string[]) =>
    (route: string) =>
      names.includes(route);
  it('follows the rule when the target screen exists', () => {
    expect(indexRedirect(state({ openOrderId: 'o1' }), only('OpenOrder', 'Home'))).toEqual({
      route: 'OpenOrder',
      params: { id: 'o1' },
    });
    expect(indexRedirect(state({ place: { ...place, cards_menu: true } }), only('CardsMenu', 'Home'))).toEqual({
      route: 'CardsMenu',
    });
  });
  it('falls back to Home while OpenOrderList or OpenOrder have no screen', () => {
    const manager = state({ hasManager: true, place: { ...place, comandaFacil_open_order: true } });
    expect(indexRedirect(manager, only('Home'))).toEqual({ route: 'Home' });
    expect(indexRedirect(state({ openOrderId: 'o1' }), only('Home', 'CardsMenu'))).toEqual({ route: 'Home' });
  });
  it('stays on Index (store information) when not even Home exists', () => {
    expect(indexRedirect(state(), only())).toBeNull();
  });
});
