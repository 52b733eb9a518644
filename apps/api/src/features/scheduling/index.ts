// Clinic scheduling: specialities, supplier profiles, slots and bookings (spec 2).

export { bookingCheckoutSteps, releaseBookingsOfOrder } from './scheduling.checkout-step.ts';
export { createSchedulingRepo } from './scheduling.repo.ts';
export { schedulingRoutes } from './scheduling.routes.ts';
export { createSchedulingService, type SchedulingService } from './scheduling.service.ts';
