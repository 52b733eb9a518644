// Open accounts (tables, tabs, rooms, chalets): the calls, the checkout step and the demo accounts.

export { followBillEvents } from './open-order-bill.events.ts';
export { createOpenOrderBillRepo, createRoundPrintRepo } from './open-order-bill.repo.ts';
export { openOrderBillRoutes } from './open-order-bill.routes.ts';
export { createOpenOrderBillService, type OpenOrderBillService } from './open-order-bill.service.ts';
export { openOrderCreateRoutes } from './open-order-create.routes.ts';
// Staff opening an account (CreateOpenOrder, decision 106).
export { createOpenOrderCreateService, type OpenOrderCreateService } from './open-order-create.service.ts';
export { createOpenOrderPrintService } from './open-order-print.service.ts';
export { openOrderCheckoutSteps } from './open-orders.checkout-step.ts';
export { createOpenOrdersRepo, type OpenOrdersRepo } from './open-orders.repo.ts';
export { openOrdersRoutes } from './open-orders.routes.ts';
export { createOpenOrdersService, type OpenOrdersService } from './open-orders.service.ts';
// The codes printed beside the tables' QR codes (decision 186).
export { createTableCodesRepo } from './table-codes.repo.ts';
export { createTableCodesService } from './table-codes.service.ts';
