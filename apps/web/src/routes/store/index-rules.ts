import type { RouteName } from '../../app/route-table.ts';

export type IndexState = {
  place: { comandaFacil_open_order: boolean; cards_menu: boolean; service_supplier: boolean };
  hasManager: boolean;
  openOrderId: string | null;
};

/**
 * Spec 3 §2.2 Index: manager with the open-order feature → OpenOrderList; user with an open order
 * → OpenOrder; cards menu or service supplier → CardsMenu; else Home.
 */
export function indexTarget(state: IndexState): { route: RouteName; params?: Record<string, string> } {
  if (state.hasManager && state.place.comandaFacil_open_order) return { route: 'OpenOrderList' };
  if (state.openOrderId) return { route: 'OpenOrder', params: { id: state.openOrderId } };
  if (state.place.cards_menu || state.place.service_supplier) return { route: 'CardsMenu' };
  return { route: 'Home' };
}

/**
 * Where Index sends the person: the rule's target when its screen exists, else Home (OpenOrderList
 * and OpenOrder arrive with open orders), else nowhere (null: Index shows the store information).
 */
export function indexRedirect(
  state: IndexState,
  registered: (route: RouteName) => boolean,
): { route: RouteName; params?: Record<string, string> } | null {
  const target = indexTarget(state);
  if (registered(target.route)) return target;
  return registered('Home') ? { route: 'Home' } : null;
}
