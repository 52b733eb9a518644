import { localDate } from '../agenda/rules.ts';
import { ORDER_STATUS } from '../orders/rules.ts';

// The back-office dashboard (decision 040), pure: which days a period covers in
// America/Sao_Paulo, which orders count as sales, and the CSV export.

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };

/** Orders that count as sales: accepted (1), out for delivery (3), delivered (4) and closed/paid (7). */
export const SALE_STATUSES: readonly number[] = [
  ORDER_STATUS.ACCEPTED,
  ORDER_STATUS.OUT_FOR_DELIVERY,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.CLOSED,
];
export const isSale = (status: number) => SALE_STATUSES.includes(status);

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = 3 * 60 * 60 * 1000; // São Paulo is UTC−03:00 all year (no daylight saving since 2019)
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the local (São Paulo) day of an instant. */
export function localDay(at: Date): string {
  const d = localDate(at);
  return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
}

/** The local hour (0–23) of an instant in São Paulo. */
export function localHour(at: Date): number {
  return new Date(at.getTime() - OFFSET_MS).getUTCHours();
}

/** A period ending today (local), as instants [from, to) and the list of its local days, oldest first. */
export function periodRange(period: DashboardPeriod, now: Date): { from: Date; to: Date; days: string[] } {
  const today = localDay(now);
  const todayStart = new Date(`${today}T00:00:00-03:00`);
  const n = PERIOD_DAYS[period];
  const from = new Date(todayStart.getTime() - (n - 1) * DAY_MS);
  const to = new Date(todayStart.getTime() + DAY_MS);
  const days = Array.from({ length: n }, (_, i) => localDay(new Date(from.getTime() + i * DAY_MS + OFFSET_MS)));
  return { from, to, days };
}

/** Integer average, rounded half up; 0 when there is nothing to divide. */
export function averageCents(total: number, count: number): number {
  return count > 0 ? Math.round(total / count) : 0;
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote when needed; a leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const reais = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export type DashboardFigures = {
  period: DashboardPeriod;
  from: string;
  to: string;
  orders: number;
  revenue_cents: number;
  average_ticket_cents: number;
  by_day: readonly { day: string; orders: number; revenue_cents: number }[];
  by_hour: readonly { hour: number; orders: number }[];
  top_products: readonly { code: string; name: string; quantity: number; revenue_cents: number }[];
};

/**
 * The CSV a spreadsheet in Brazil opens as it is: ';' separators, decimal comma, UTF-8 with a BOM,
 * CRLF lines. Sections: summary, per day, per hour, top products.
 */
export function dashboardCsv(f: DashboardFigures): string {
  const rows: (string | number)[][] = [
    ['Período', `${f.from} a ${f.to}`],
    ['Pedidos', f.orders],
    ['Faturamento (R$)', reais(f.revenue_cents)],
    ['Ticket médio (R$)', reais(f.average_ticket_cents)],
    [],
    ['Dia', 'Pedidos', 'Faturamento (R$)'],
    ...f.by_day.map((d) => [d.day, d.orders, reais(d.revenue_cents)]),
    [],
    ['Hora', 'Pedidos'],
    ...f.by_hour.map((h) => [`${pad(h.hour)}h`, h.orders]),
    [],
    ['Código', 'Produto', 'Quantidade', 'Faturamento (R$)'],
    ...f.top_products.map((p) => [p.code, p.name, p.quantity, reais(p.revenue_cents)]),
  ];
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
