// Orders: reading, the status board, live events, the expiry sweep, and the ledger payments use.
export { checkCustomerFields } from './checkout-customer-fields.ts';
export { startExpirySweep } from './expiry-sweep-timer.ts';
/** What orders serve besides calls: the live order events (SSE). */
export { registerOrderEvents as register } from './order-events.routes.ts';
export type { ChargeableOrder, OrderLedger, OrderPaymentRecord } from './order-ledger.ts';
export { toOrder } from './order-view.ts';
export { createOrdersContext, type OrdersContext, type OrdersKitDeps } from './orders.context.ts';
export type { OrderHooks } from './orders.deps.ts';
export {
  bookedWith,
  createOrdersRepo,
  type NewOrder,
  type OrderDetail,
  type OrderRecord,
  type OrdersRepo,
} from './orders.repo.ts';
export { ordersRoutes } from './orders.routes.ts';
export { createOrdersService, type OrdersService } from './orders.service.ts';
