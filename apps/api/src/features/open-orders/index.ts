// Open accounts (tables, tabs, rooms, chalets): the calls, the checkout step and the demo accounts.
export { openOrderCheckoutSteps } from './open-orders.checkout-step.ts';
export { createOpenOrdersRepo, type OpenOrdersRepo } from './open-orders.repo.ts';
export { openOrdersRoutes } from './open-orders.routes.ts';
export { createOpenOrdersService, type OpenOrdersService } from './open-orders.service.ts';
