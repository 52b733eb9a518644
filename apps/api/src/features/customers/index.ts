// The back office's customer list, customer page and manual cashback.
export { createCustomersRepo } from './customers.repo.ts';
export { customersRoutes } from './customers.routes.ts';
export { createCustomersService } from './customers.service.ts';
