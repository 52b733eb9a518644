import { defineCalls } from '../contract-types.ts';
import { dashboardRoutes } from './routes.ts';
import { DashboardBody, DashboardCsvResponse, DashboardSummary } from './schemas.ts';

export const dashboardCalls = defineCalls(dashboardRoutes, {
  'admin/dashboard/summary': {
    summary:
      "The place's sales for today, 7 or 30 São Paulo days: orders, revenue, average ticket, per day, per hour and top products.",
    body: DashboardBody,
    response: DashboardSummary,
  },
  'admin/dashboard/csv': {
    summary: 'The same figures as a CSV file (semicolons, decimal comma, UTF-8) for a spreadsheet.',
    body: DashboardBody,
    response: DashboardCsvResponse,
  },
});
