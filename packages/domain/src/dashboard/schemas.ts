import { z } from 'zod';
import { DASHBOARD_PERIODS } from './rules.ts';

export const DashboardBody = z.object({ period: z.enum(DASHBOARD_PERIODS).default('today') });

export const DashboardSummary = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** First and last local (São Paulo) day, 'YYYY-MM-DD'. */
  from: z.string(),
  to: z.string(),
  /** Sales: orders in SALE_STATUSES (accepted, out for delivery, delivered, closed). */
  orders: z.number().int(),
  revenue_cents: z.number().int(),
  average_ticket_cents: z.number().int(),
  /** Orders still waiting (2) and those refused, cancelled or failed (0, 5, 6): context, not sales. */
  pending: z.number().int(),
  lost: z.number().int(),
  by_day: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue_cents: z.number().int() })),
  /** 24 entries, local hours 0–23. */
  by_hour: z.array(z.object({ hour: z.number().int(), orders: z.number().int() })),
  /** The 10 best-selling products by quantity. */
  top_products: z.array(
    z.object({ code: z.string(), name: z.string(), quantity: z.number().int(), revenue_cents: z.number().int() }),
  ),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const DashboardCsvResponse = z.object({ filename: z.string(), csv: z.string() });
