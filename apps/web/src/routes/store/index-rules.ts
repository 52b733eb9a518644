import type { RouteName } from '../../app/route-table.ts';

export type IndexState = {
  place: { cards_menu: boolean; service_supplier: boolean };
};

/**
 * Spec 3 §2.2 Index: cards menu or service supplier → CardsMenu; else Home. The spec's first two
 * rules (a manager with the open-order feature → OpenOrderList, a user with an open order →
 * OpenOrder) join with those screens (planned-routes.ts); until then both go on to these.
 */
export function indexTarget(state: IndexState): { route: RouteName } {
  if (state.place.cards_menu || state.place.service_supplier) return { route: 'CardsMenu' };
  return { route: 'Home' };
}
