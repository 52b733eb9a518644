// Postal codes, states, cities and districts.
export { postalRoutes } from './postal.routes.ts';
export { createPostalService } from './postal.service.ts';
