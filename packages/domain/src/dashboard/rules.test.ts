import { describe, expect, it } from 'vitest';
import { kitchenBumpStatus } from '../orders/kitchen.ts';
import { averageCents, dashboardCsv, isSale, localHour, periodRange } from './rules.ts';

describe('dashboard rules', () => {
  it('periods end today in São Paulo (01:30 UTC is still the day before there)', () => {
    const now = new Date('2026-11-23T01:30:00Z');
    const today = periodRange('today', now);
    expect(today.days).toEqual(['2026-11-22']);
    expect(today.from.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(today.to.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    const week = periodRange('7d', now);
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toBe('2026-11-16');
    expect(week.days[6]).toBe('2026-11-22');
    expect(periodRange('30d', now).days).toHaveLength(30);
    expect(localHour(now)).toBe(22);
  });

  it('counts accepted, out for delivery, delivered and closed as sales', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(isSale)).toEqual([1, 3, 4, 7]);
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(0, 0)).toBe(0);
  });

  it('writes a spreadsheet-safe CSV', () => {
    const csv = dashboardCsv({
      period: 'today',
      from: '2026-11-23',
      to: '2026-11-23',
      orders: 2,
      revenue_cents: 12345,
      average_ticket_cents: 6173,
      by_day: [{ day: '2026-11-23', orders: 2, revenue_cents: 12345 }],
      by_hour: [{ hour: 9, orders: 2 }],
      top_products: [{ code: '1', name: '=HYPERLINK("x");"a"', quantity: 2, revenue_cents: 100 }],
    });
    expect(csv.startsWith('\uFEFFPeríodo;2026-11-23 a 2026-11-23\r\n')).toBe(true);
    expect(csv).toContain('Faturamento (R$);123,45');
    expect(csv).toContain(`1;"'=HYPERLINK(""x"");""a""";2;1,00`);
  });

  it("kitchen 'Pronto': deliveries leave, pickups wait ready, counter orders are handed over", () => {
    expect(kitchenBumpStatus({ pickup: false, delivery_type: 1 })).toBe(3);
    expect(kitchenBumpStatus({ pickup: true, delivery_type: 1 })).toBe(3);
    expect(kitchenBumpStatus({ pickup: false, delivery_type: 2 })).toBe(4);
  });
});
