import { createChoosePayment } from './choose-payment.ts';
import { createOrderReads } from './order-reads.ts';
import { createOrderStatusChanges } from './order-status-changes.ts';
import { createOrdersContext } from './orders.context.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { createPlaceOrder } from './place-order.ts';

/**
 * The orders calls, one object for orders.routes.ts and container.ts: placing an order, choosing
 * its payment, reading orders, and status changes (staff and the expiry sweep).
 */
export function createOrdersService(deps: OrdersDeps) {
  const ctx = createOrdersContext(deps);
  return {
    ...createPlaceOrder(ctx),
    ...createChoosePayment(ctx),
    ...createOrderReads(ctx),
    ...createOrderStatusChanges(ctx),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
