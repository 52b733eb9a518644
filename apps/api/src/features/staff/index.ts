// Staff at the counter: finding a customer to act for, the places a person runs.

// Saved carts (decision 115) and merged accounts (decision 116).
export { createCounterRepo } from './counter.repo.ts';
export { counterRoutes } from './counter.routes.ts';
export { createCounterService } from './counter.service.ts';
export { createIndicationsRepo } from './indications.repo.ts';
export { createIndicationsService } from './indications.service.ts';
export { createMergeRepo } from './merge.repo.ts';
export { createMergeService } from './merge.service.ts';
export { createStaffRepo } from './staff.repo.ts';
export { staffRoutes } from './staff.routes.ts';
export { createStaffService } from './staff.service.ts';
