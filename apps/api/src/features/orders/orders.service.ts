import { createKitchenRepo } from './kitchen.repo.ts';
import { createKitchenCalls } from './kitchen.service.ts';
import { createOrderLedger } from './order-ledger.ts';
import { createOrderRatings } from './order-ratings.ts';
import { createOrderReads } from './order-reads.ts';
import { createOrderStatusChanges } from './order-status-changes.ts';
import { createOrdersContext } from './orders.context.ts';
import type { OrdersDeps } from './orders.deps.ts';

/**
 * The orders calls, one object for orders.routes.ts and container.ts: reading orders and status
 * changes (staff and the expiry sweep), the customer's rating. `ledger` is the door the payments feature goes through
 * (order-ledger.ts). Placing an order and choosing its payment are the checkout feature's.
 */
export function createOrdersService(deps: OrdersDeps) {
  const ctx = createOrdersContext(deps);
  const status = createOrderStatusChanges(ctx);
  const { paymentReversed: _reversed, paymentFailed: _failed, cancelForExpiredPix: _expired, ...statusCalls } = status;
  return {
    ...createOrderReads(ctx),
    ...createOrderRatings(ctx),
    ...statusCalls,
    ...createKitchenCalls(ctx, deps.kitchen ?? createKitchenRepo()),
    ledger: createOrderLedger(ctx, status),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
