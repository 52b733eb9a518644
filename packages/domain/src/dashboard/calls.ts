import { defineCall } from '../contract-types.ts';
import { DashboardBody, DashboardCsvResponse, DashboardSummary } from './schemas.ts';

export const dashboardCalls = {
  'admin/dashboard/summary': defineCall({
    name: 'admin/dashboard/summary',
    level: 'manager',
    summary:
      "The place's sales for today, 7 or 30 São Paulo days: orders, revenue, average ticket, per day, per hour and top products.",
    body: DashboardBody,
    response: DashboardSummary,
  }),
  'admin/dashboard/csv': defineCall({
    name: 'admin/dashboard/csv',
    level: 'manager',
    summary: 'The same figures as a CSV file (semicolons, decimal comma, UTF-8) for a spreadsheet.',
    body: DashboardBody,
    response: DashboardCsvResponse,
  }),
};
