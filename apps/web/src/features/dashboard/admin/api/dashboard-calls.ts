import type { CallResult } from '@app/domain/contract';
import type { DashboardPeriod } from '@app/domain/dashboard/rules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { download } from '../../../../lib/download.ts';

export type DashboardSummary = CallResult<'admin/dashboard/summary'>;

export const dashboardQuery = (period: DashboardPeriod, managerToken: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'dashboard', period, managerToken],
    queryFn: () => api.call('admin/dashboard/summary', { period }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** Fetches the CSV and hands it to the browser as a file download. */
export async function downloadDashboardCsv(period: DashboardPeriod): Promise<void> {
  const { filename, csv } = await api.call('admin/dashboard/csv', { period });
  download(filename, csv);
}
