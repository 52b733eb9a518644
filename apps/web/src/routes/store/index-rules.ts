import type { RouteName } from '../../app/route-table.ts';

export type IndexState = {
  place: { cards_menu: boolean; service_supplier: boolean; comandaFacil_open_order?: boolean };
  /** The signed-in person, when there is one: staff of the place, and their open account. */
  user?: { manager: boolean; openOrderId: string | null } | null;
};

/**
 * Spec 3 §2.2 Index: a manager at a place with the open-order feature → OpenOrderList; a user with
 * an open order → OpenOrder; cards menu or service supplier → CardsMenu; else Home.
 */
export function indexTarget(state: IndexState): { route: RouteName; params?: Record<string, string> } {
  if (state.user?.manager && state.place.comandaFacil_open_order) return { route: 'OpenOrderList' };
  if (state.user && !state.user.manager && state.user.openOrderId) {
    return { route: 'OpenOrder', params: { id: state.user.openOrderId } };
  }
  if (state.place.cards_menu || state.place.service_supplier) return { route: 'CardsMenu' };
  return { route: 'Home' };
}
