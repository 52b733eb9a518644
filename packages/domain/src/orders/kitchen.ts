import { deliversToAddress, ORDER_STATUS } from './rules.ts';

// The kitchen display (decision 038): which orders it shows and where 'Pronto' moves them.

/** The kitchen cooks accepted orders. */
export const KITCHEN_STATUSES: readonly number[] = [ORDER_STATUS.ACCEPTED];

/**
 * 'Pronto': a delivery leaves (3, 'Saiu para entrega'); a pickup or counter order is handed over
 * (4, 'Entregue'). Both are moves the status machine allows from accepted (1).
 */
export function kitchenBumpStatus(order: { pickup: boolean; delivery_type: number }): number {
  return deliversToAddress(order) ? ORDER_STATUS.OUT_FOR_DELIVERY : ORDER_STATUS.DELIVERED;
}
