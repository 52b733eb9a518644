import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { CRM_WORK_MEM, createCrmRepo } from './crm.repo.ts';
import { crmWhere } from './crm-filter.repo.ts';

// Decision 198: the CRM page counts its match up to a cap. Under it the totals are exact; past it
// they are the cap, flagged, and the page is still the right slice of the whole match in name order.

const CLINIC = DEMO.places[2];
let t: TestApp;
let placeId: string;
const today = '2026-11-27';
const everyone = (id: string) => crmWhere(id, [], { all: true }, today);

beforeAll(async () => {
  t = await createTestApp();
  const rows = (await t.database.db.execute(sql`select id from places where slug = ${CLINIC}`)) as unknown as {
    rows: { id: string }[];
  };
  placeId = rows.rows[0]?.id as string;
});
afterAll(() => t.close());

describe('the CRM page count', () => {
  it('is exact under the cap and capped past it, with the same pages in name order', async () => {
    const exact = createCrmRepo();
    const pageOf = (repo: ReturnType<typeof createCrmRepo>, limit: number, offset: number) =>
      t.database.inPlace(placeId, (tx) => repo.page(tx, placeId, everyone(placeId), limit, offset));
    const all = await pageOf(exact, 100, 0);
    expect(all.capped).toBe(false);
    expect(all.total).toBeGreaterThan(6);
    expect(all.rows).toHaveLength(all.total);

    const capped = createCrmRepo({ countCap: 5 });
    const first = await pageOf(capped, 3, 0);
    expect(first).toMatchObject({ capped: true, total: 5 });
    expect(first.totalUsers).toBeLessThanOrEqual(5);
    expect(first.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 3).map((r) => r.id));
    // A page beyond the cap is still the whole match's page, not the capped sample's.
    const third = await pageOf(capped, 3, 6);
    expect(third.capped).toBe(true);
    expect(third.rows.map((r) => r.id)).toEqual(all.rows.slice(6, 9).map((r) => r.id));
    // A page past the end of the match still answers the (capped) totals.
    const past = await pageOf(capped, 3, 3000);
    expect(past).toMatchObject({ capped: true, total: 5, rows: [] });
    // A match under the cap: exact.
    const small = await t.database.inPlace(placeId, (tx) =>
      capped.page(
        tx,
        placeId,
        crmWhere(placeId, [{ field: 'district', operator: 'in', value: ['Moema'] }], { all: true }, today),
        100,
        0,
      ),
    );
    const moema = await t.database.inPlace(placeId, (tx) =>
      exact.page(
        tx,
        placeId,
        crmWhere(placeId, [{ field: 'district', operator: 'in', value: ['Moema'] }], { all: true }, today),
        100,
        0,
      ),
    );
    if (moema.total <= 5) expect(small).toMatchObject({ capped: false, total: moema.total });
  });

  it('answers total_capped false on the call', async () => {
    const owner = await staffAuth(t, CLINIC, '10.198.1.2', DEMO.owner);
    const res = await t.call(
      'patients/crm',
      { hasFilters: false, filters: [], page: 1, limit: 100 },
      { place: CLINIC, ...owner },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total_capped).toBe(false);
  });

  it("raises work_mem for the page's own transaction only (decision 219)", async () => {
    const setting = async (tx: Parameters<Parameters<typeof t.database.inPlace>[1]>[0]) =>
      ((await tx.execute(sql`select current_setting('work_mem') as v`)) as unknown as { rows: { v: string }[] }).rows[0]
        ?.v;
    const before = await t.database.inPlace(placeId, setting);
    expect(before).not.toBe(CRM_WORK_MEM);
    const during = await t.database.inPlace(placeId, async (tx) => {
      await createCrmRepo().page(tx, placeId, everyone(placeId), 10, 0);
      return setting(tx);
    });
    expect(during).toBe(CRM_WORK_MEM);
    expect(await t.database.inPlace(placeId, setting)).toBe(before);
  });
});
