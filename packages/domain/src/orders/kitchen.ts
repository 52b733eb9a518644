import { deliversToAddress, isPickupOrder, ORDER_STATUS } from './rules.ts';

// The kitchen display (decision 038): which orders it shows and where 'Pronto' moves them.

/** The kitchen cooks accepted orders. */
export const KITCHEN_STATUSES: readonly number[] = [ORDER_STATUS.ACCEPTED];

/**
 * 'Pronto': a delivery leaves (3, 'Saiu para entrega'); a pickup waits at the counter (3, 'Pronto
 * para retirada', decision 066); a local/counter order is handed over (4, 'Entregue'). All are
 * moves the status machine allows from accepted (1).
 */
export function kitchenBumpStatus(order: { pickup: boolean; delivery_type: number }): number {
  return deliversToAddress(order) || isPickupOrder(order) ? ORDER_STATUS.OUT_FOR_DELIVERY : ORDER_STATUS.DELIVERED;
}

/**
 * Recall (decision 068): a ticket the kitchen bumped goes back to accepted (1) while it has not been
 * handed over, i.e. while it sits at 3 and its previous status was accepted. A delivered order (4)
 * already ran its delivery effects (cashback) and is not recalled.
 */
export function canRecall(order: { status: number; history: readonly { status: number }[] }): boolean {
  if (order.status !== ORDER_STATUS.OUT_FOR_DELIVERY) return false;
  const previous = order.history.at(-2);
  return previous?.status === ORDER_STATUS.ACCEPTED;
}

/** How many recently bumped tickets the 'Recentes' list keeps (Toast's recall shows the last few). */
export const KITCHEN_RECENT_MAX = 12;

/** Stations a kitchen may have, and the length of a station's name (the editor and the schema). */
export const KITCHEN_STATIONS_MAX = 12;
export const STATION_NAME_MAX = 40;

type StationLine = { product_id: string | null };

/**
 * The lines of an order a station prepares: those whose product is in the station's categories.
 * Null station: every line (the expedition view).
 */
export function linesForStation<L extends StationLine>(
  lines: readonly L[],
  station: { product_ids: readonly string[] } | null,
): L[] {
  if (!station) return [...lines];
  const ids = new Set(station.product_ids);
  return lines.filter((l) => l.product_id !== null && ids.has(l.product_id));
}
