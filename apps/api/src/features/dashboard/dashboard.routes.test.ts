import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../platform/db/schema.ts';
import type { StaffAuth } from '../../test/logins.ts';
import { useStaffTestApp } from '../../test/staff-test-app.ts';
import { DEMO } from '../../test/test-app.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

const s = useStaffTestApp('10.88.0');
const summary = (period: string, auth: StaffAuth = s.cantina, place: string = CANTINA) =>
  s.t.call('admin/dashboard/summary', { period }, { place, ...auth });

/** A pickup order of `qty` × product 401 at the Cantina, moved to `status` by the manager. */
async function sale(qty: number, status: number | null) {
  const c = await newCustomer(s.t, CANTINA);
  const res = await s.t.call(
    'v2/orderdelivery',
    { products: [{ product_id: s.ids.get('401'), quantity: qty }], delivery_type: 2, phone: c.phone },
    { place: CANTINA, token: c.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const order = res.body.data.order;
  if (status !== null) {
    const moved = await s.t.call(
      'admin/updateorder',
      { order_id: order._id, status },
      { place: CANTINA, ...s.cantina },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return order as { _id: string; total_payable: number };
}

describe('admin/dashboard', () => {
  it("counts today's sales (accepted and later), not pending or refused orders", async () => {
    const before = (await summary('today')).body.data;
    const a = await sale(2, 1);
    await sale(1, null); // pending: not a sale
    await sale(1, 0); // refused
    const after = (await summary('today')).body.data;
    expect(after.orders - before.orders).toBe(1);
    expect(after.revenue_cents - before.revenue_cents).toBe(Math.round(a.total_payable * 100));
    expect(after.pending - before.pending).toBe(1);
    expect(after.lost - before.lost).toBe(1);
    expect(after.average_ticket_cents).toBe(Math.round(after.revenue_cents / after.orders));
    expect(after.by_hour).toHaveLength(24);
    expect(after.by_day).toHaveLength(1);
    expect(after.by_day[0].revenue_cents).toBe(after.revenue_cents);
    const hour = (new Date().getUTCHours() + 21) % 24;
    expect(after.by_hour[hour].orders).toBeGreaterThanOrEqual(1);
    expect(after.top_products.map((p: { code: string }) => p.code)).toContain('401');
  });

  it('7 and 30 days include older São Paulo days; today does not', async () => {
    const old = await sale(1, 1);
    const fiveDaysAgo = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000);
    await s.t.database.inPlace(s.cantinaId, (tx) =>
      tx.update(orders).set({ createdAt: fiveDaysAgo }).where(eq(orders.id, old._id)),
    );
    const week = (await summary('7d')).body.data;
    expect(week.by_day).toHaveLength(7);
    const localFiveDaysAgo = new Date(fiveDaysAgo.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const day = week.by_day.find((d: { day: string }) => d.day === localFiveDaysAgo);
    expect(day.orders).toBeGreaterThanOrEqual(1);
    expect(week.from < week.to).toBe(true);
    const month = (await summary('30d')).body.data;
    expect(month.by_day).toHaveLength(30);
    expect(month.orders).toBeGreaterThanOrEqual(week.orders);
  });

  it('downloads the figures as CSV (semicolons, decimal comma)', async () => {
    const res = await s.t.call('admin/dashboard/csv', { period: '7d' }, { place: CANTINA, ...s.cantina });
    expect(res.status).toBe(200);
    expect(res.body.data.filename).toMatch(/^painel-cantina-da-praca-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = res.body.data.csv as string;
    expect(csv.startsWith('\uFEFFPeríodo;')).toBe(true);
    expect(csv).toMatch(/Faturamento \(R\$\);\d+,\d{2}/);
  });

  it('rejects bad periods, non-staff and other places', async () => {
    const bad = await summary('1y');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('period');
    const c = await newCustomer(s.t, CANTINA);
    expect((await s.t.call('admin/dashboard/summary', {}, { place: CANTINA, token: c.token })).status).toBe(403);
    expect((await summary('today', s.cantina, PORTO)).status).not.toBe(200);
    // The Porto's figures do not include the Cantina's sales.
    const there = (await summary('30d', s.porto, PORTO)).body.data;
    expect(there.top_products.map((p: { code: string }) => p.code)).not.toContain('401');
  });
});
