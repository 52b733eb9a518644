import type { Handlers } from '../../platform/http.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(s: {
  dashboard: DashboardService;
}): Pick<Handlers, 'admin/dashboard/summary' | 'admin/dashboard/csv'> {
  return {
    'admin/dashboard/summary': s.dashboard.readSummary,
    'admin/dashboard/csv': s.dashboard.exportCsv,
  };
}
