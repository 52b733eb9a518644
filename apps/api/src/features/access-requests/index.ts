// Access requests of the new-user flow: a person asks to use a place, its staff decide.
export { createAccessRequestsRepo } from './access-requests.repo.ts';
export { accessRequestsRoutes } from './access-requests.routes.ts';
export { type AccessRequestsService, createAccessRequestsService } from './access-requests.service.ts';
export { accessRequestSteps } from './access-requests.steps.ts';
