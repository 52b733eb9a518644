// Orders: placing, reading, the status board, live events and the expiry sweep.
export { startExpirySweep } from './expiry-sweep-timer.ts';
/** What orders serve besides calls: the live order events (SSE). */
export { registerOrderEvents as register } from './order-events.routes.ts';
export { toOrder } from './order-view.ts';
export type { ApplyCoupon, OnlinePaymentCheck, OrderHooks, SlotCheck } from './orders.deps.ts';
export { createOrdersRepo, type NewOrder, type OrderDetail, type OrderRecord, type OrdersRepo } from './orders.repo.ts';
export { ordersRoutes } from './orders.routes.ts';
export { createOrdersService, type OrdersService } from './orders.service.ts';
