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
