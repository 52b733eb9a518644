import type { CallInput, CallResult } from '@app/domain';
import {
  averageCents,
  type DashboardPeriod,
  dashboardCsv,
  isSale,
  periodRange,
  SALE_STATUSES,
} from '@app/domain/dashboard/rules';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import type { DashboardRepo } from './dashboard.repo.ts';

const TOP_PRODUCTS = 10;

/** The back-office dashboard (decision 040): sales of a place over São Paulo days. */
export function createDashboardService(deps: { database: Database; dashboard: DashboardRepo; clock?: () => Date }) {
  const { database, dashboard } = deps;
  const now = deps.clock ?? (() => new Date());

  async function summary(actor: Actor, period: DashboardPeriod): Promise<CallResult<'admin/dashboard/summary'>> {
    const placeId = placeOf(actor).id;
    const { from, to, days } = periodRange(period, now());
    const [perDay, perHour, top] = await database.inPlace(placeId, async (tx) => [
      await dashboard.byDayAndStatus(tx, placeId, from, to),
      await dashboard.byHour(tx, placeId, from, to, SALE_STATUSES),
      await dashboard.topProducts(tx, placeId, from, to, SALE_STATUSES, TOP_PRODUCTS),
    ]);
    const day = new Map(days.map((d) => [d, { day: d, orders: 0, revenue_cents: 0 }]));
    let orders = 0;
    let revenue = 0;
    let pending = 0;
    let lost = 0;
    for (const row of perDay) {
      if (isSale(row.status)) {
        orders += row.orders;
        revenue += row.cents;
        const d = day.get(row.day);
        if (d) {
          d.orders += row.orders;
          d.revenue_cents += row.cents;
        }
      } else if (row.status === ORDER_STATUS.PENDING) pending += row.orders;
      else lost += row.orders;
    }
    const hours = new Map(perHour.map((h) => [h.hour, h.orders]));
    return {
      period,
      from: days[0] ?? '',
      to: days[days.length - 1] ?? '',
      orders,
      revenue_cents: revenue,
      average_ticket_cents: averageCents(revenue, orders),
      pending,
      lost,
      by_day: [...day.values()],
      by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hours.get(hour) ?? 0 })),
      top_products: top.map((p) => ({ code: p.code, name: p.name, quantity: p.quantity, revenue_cents: p.cents })),
    };
  }

  return {
    readSummary: (actor: Actor, input: CallInput<'admin/dashboard/summary'>) => summary(actor, input.period),
    async exportCsv(actor: Actor, input: CallInput<'admin/dashboard/csv'>): Promise<CallResult<'admin/dashboard/csv'>> {
      const figures = await summary(actor, input.period);
      const slug = placeOf(actor).slug;
      return { filename: `painel-${slug}-${figures.from}-a-${figures.to}.csv`, csv: dashboardCsv(figures) };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
