// Staff at the counter: finding a customer to act for, the places a person runs.
export { createStaffRepo } from './staff.repo.ts';
export { staffRoutes } from './staff.routes.ts';
export { createStaffService } from './staff.service.ts';
