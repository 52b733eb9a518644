// The back office's sales figures.
export { createDashboardRepo } from './dashboard.repo.ts';
export { dashboardRoutes } from './dashboard.routes.ts';
export { createDashboardService } from './dashboard.service.ts';
