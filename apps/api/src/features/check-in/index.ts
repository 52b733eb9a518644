// Hotel check-in: the guest's data on their room's account, the ordering rule and the printed document.
export { checkInCheckoutSteps } from './check-in.checkout-step.ts';
export { createCheckInRepo } from './check-in.repo.ts';
export { checkInRoutes } from './check-in.routes.ts';
export { type CheckInService, createCheckInService } from './check-in.service.ts';
