import { addDays, localParts } from '@app/domain/scheduling/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

// The CRM summary (decision 177) follows every write that changes it, in the same transaction:
// bookings, their slot's product, addresses and the patient. After each write the row equals a
// fresh computation from the source tables, and the CRM answers from it.

const CLINIC = DEMO.places[2];
let t: TestApp;
let owner: StaffAuth;
let placeId: string;
let limpezaId: string;
const USER = '00000000-0000-4000-8000-00000000c177';
const PATIENT = '00000000-0000-4000-8000-00000000d177';
const SLOT = '00000000-0000-4000-8000-00000000e177';
const today = localParts(new Date()).date;

const rows = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
const one = async (query: ReturnType<typeof sql>) => (await rows(query)).rows[0] as Record<string, unknown>;

/** The stored row and a fresh computation, as comparable JSON. */
async function storedAndFresh() {
  const stored = await one(sql`select home_city, home_district, home_state, states, cities, districts, schedule_count,
    last_visit, first_booking_at, last_booking_at, booking_statuses, booking_types, day_parts, procedure_done,
    procedures, birthdate, user_id from crm_patient_summaries where patient_id = ${PATIENT}`);
  const fresh = await one(sql`select c.*, p.birthdate, p.user_id from patients p
    cross join lateral crm_summary_compute(p.place_id, p.user_id) c where p.id = ${PATIENT}`);
  const sorted = (r: Record<string, unknown>) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(r)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]),
      ),
    );
  return { stored, same: sorted(stored) === sorted(fresh) };
}

const crm = (filters: unknown[]) =>
  t.call('patients/crm', { hasFilters: true, filters, page: 1, limit: 100 }, { place: CLINIC, ...owner });
const found = async (filters: unknown[]) =>
  ((await crm(filters)).body.data?.patients ?? []).some((p: { _id?: string; id?: string; full_name: string }) =>
    p.full_name.startsWith('Zélia Resumo'),
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAuth(t, CLINIC, '10.177.0.2', DEMO.owner);
  placeId = (await one(sql`select id from places where slug = ${CLINIC}`)).id as string;
  limpezaId = (await one(sql`select id from products where place_id = ${placeId} and name = 'Limpeza de pele'`))
    .id as string;
  await t.database.db.execute(sql`insert into users (id, username, phone) values (${USER}, 'zelia', '21999990177')`);
});
afterAll(() => t.close());

describe('the CRM summary', () => {
  it('is written with the patient and follows addresses, bookings, the slot product and the account', async () => {
    await t.database.db.execute(sql`insert into patients (id, place_id, user_id, full_name, birthdate, gender)
      values (${PATIENT}, ${placeId}, ${USER}, 'Zélia Resumo', '1985-03-10', 'female')`);
    let check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored).toMatchObject({ schedule_count: 0, last_visit: null, procedure_done: false, districts: [] });

    // An address: the district filter finds her (accents and case ignored).
    await t.database.db.execute(sql`insert into addresses (user_id, state, city, district, street, number, is_default)
      values (${USER}, 'SP', 'São Paulo', 'Jardim Paulista', 'Rua A', '1', true)`);
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored).toMatchObject({ home_district: 'Jardim Paulista', districts: ['jardim paulista'] });
    expect(await found([{ field: 'district', operator: 'in', value: ['jardim PAULISTA'] }])).toBe(true);
    await t.database.db.execute(sql`update addresses set district = 'Moema' where user_id = ${USER}`);
    expect((await storedAndFresh()).same).toBe(true);
    expect(await found([{ field: 'district', operator: 'in', value: ['Moema'] }])).toBe(true);
    expect(await found([{ field: 'district', operator: 'in', value: ['Jardim Paulista'] }])).toBe(false);

    // A procedure slot without a product, then an attended procedure booking on it eight months ago.
    const eightMonthsAgo = `${addDays(today, -240)}T10:00:00-03:00`;
    await t.database.db.execute(sql`insert into appointments (id, place_id, supplier_id, starts_at, ends_at, active)
      values (${SLOT}, ${placeId}, 'summary-test', ${eightMonthsAgo}, ${eightMonthsAgo}::timestamptz + interval '50 minutes', false)`);
    await t.database.db.execute(sql`insert into attendancies (place_id, supplier_id, appointment_id, user_id, type, status, starts_at, ends_at)
      values (${placeId}, 'summary-test', ${SLOT}, ${USER}, 2, 2, ${eightMonthsAgo}, ${eightMonthsAgo}::timestamptz + interval '50 minutes')`);
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored).toMatchObject({ schedule_count: 1, procedure_done: true, procedures: [] });
    await t.database.db.execute(sql`update appointments set product_id = ${limpezaId} where id = ${SLOT}`);
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored.procedures).toEqual([limpezaId]);
    const recall = [
      { field: 'age', operator: 'between', value: [30, 50] },
      { field: 'district', operator: 'in', value: ['Moema'] },
      { field: 'procedure', operator: 'in', value: [limpezaId] },
      { field: 'period', operator: 'last_seen_before', value: addDays(today, -183) },
      { field: 'gender', operator: 'in', value: ['female'] },
    ];
    expect(await found(recall)).toBe(true);

    // A consultation attended last week: she is no longer 'not seen for six months'.
    const lastWeek = `${addDays(today, -7)}T19:30:00-03:00`;
    await t.database.db.execute(sql`insert into attendancies (place_id, supplier_id, user_id, type, status, starts_at, ends_at)
      values (${placeId}, 'summary-test-2', ${USER}, 0, 1, ${lastWeek}, ${lastWeek}::timestamptz + interval '30 minutes')`);
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored).toMatchObject({ schedule_count: 2, booking_types: [0, 2] });
    expect(await found(recall)).toBe(true);
    await t.database.db.execute(
      sql`update attendancies set status = 2 where user_id = ${USER} and supplier_id = 'summary-test-2'`,
    );
    expect((await storedAndFresh()).same).toBe(true);
    expect(await found(recall)).toBe(false);
    expect(await found([{ field: 'period_type', operator: 'in', value: ['evening'] }])).toBe(true);

    // Cancelled, then removed: back on the recall list.
    await t.database.db.execute(
      sql`update attendancies set status = 3 where user_id = ${USER} and supplier_id = 'summary-test-2'`,
    );
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored.schedule_count).toBe(1);
    expect(await found(recall)).toBe(true);
    await t.database.db.execute(
      sql`delete from attendancies where user_id = ${USER} and supplier_id = 'summary-test-2'`,
    );
    expect((await storedAndFresh()).same).toBe(true);

    // Birth date and the account: the age filter and the bookings follow the patient row.
    await t.database.db.execute(sql`update patients set birthdate = '1950-01-01' where id = ${PATIENT}`);
    expect((await storedAndFresh()).same).toBe(true);
    expect(await found(recall)).toBe(false);
    await t.database.db.execute(sql`update patients set user_id = null where id = ${PATIENT}`);
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored).toMatchObject({ schedule_count: 0, districts: [], procedure_done: false });
    expect(await found([{ field: 'new_client', operator: 'eq', value: true }])).toBe(true);

    // The address removed while the account is linked again.
    await t.database.db.execute(sql`update patients set user_id = ${USER} where id = ${PATIENT}`);
    await t.database.db.execute(sql`delete from addresses where user_id = ${USER}`);
    check = await storedAndFresh();
    expect(check.same).toBe(true);
    expect(check.stored).toMatchObject({ districts: [], home_district: null, schedule_count: 1 });
  });

  it('matches a fresh computation for every patient of the demo', async () => {
    const differing = await one(sql`select count(*)::int as n from patients p
      join crm_patient_summaries s on s.patient_id = p.id
      cross join lateral crm_summary_compute(p.place_id, p.user_id) c
      where s.schedule_count <> c.schedule_count or s.last_visit is distinct from c.last_visit
        or s.districts <> c.districts or s.procedures <> c.procedures or s.procedure_done <> c.procedure_done
        or s.booking_statuses <> c.booking_statuses or s.day_parts <> c.day_parts
        or s.home_district is distinct from c.home_district or s.birthdate is distinct from p.birthdate`);
    expect(differing.n).toBe(0);
    const missing = await one(sql`select count(*)::int as n from patients p
      where not exists (select 1 from crm_patient_summaries s where s.patient_id = p.id)`);
    expect(missing.n).toBe(0);
  });

  it("keeps the patient's filtered columns and the tags (decision 210), and the tags only narrow", async () => {
    const stale =
      await one(sql`select count(*)::int as n from crm_patient_summaries s join patients p on p.id = s.patient_id
      where s.full_name <> p.full_name or s.gender is distinct from p.gender
        or s.marital_status is distinct from p.marital_status or s.supplier_ids <> p.supplier_ids
        or s.tags <> crm_tags(p.gender, p.marital_status, p.blood_type, p.supplier_ids, s.states, s.cities,
          s.districts, s.procedures)`);
    expect(stale.n).toBe(0);
    // A patient's name and gender change: the summary follows, and the CRM finds her by them.
    await t.database.db.execute(sql`update patients set full_name = 'Zélia Resumo Nova', gender = 'male'
      where id = ${PATIENT}`);
    const row = await one(sql`select full_name, gender, tags from crm_patient_summaries where patient_id = ${PATIENT}`);
    expect(row).toMatchObject({ full_name: 'Zélia Resumo Nova', gender: 'male' });
    expect(row.tags).toContain('g:male');
    expect(await found([{ field: 'gender', operator: 'in', value: ['male'] }])).toBe(true);
    expect(await found([{ field: 'gender', operator: 'in', value: ['female'] }])).toBe(false);
    await t.database.db.execute(
      sql`update patients set full_name = 'Zélia Resumo', gender = 'female' where id = ${PATIENT}`,
    );
    // The application role setting app.crm_tags sees fewer summaries, never another place's.
    const seen = (tags: string) =>
      t.database.inPlace(placeId, async (tx) => {
        await tx.execute(sql`select set_config('app.crm_tags', ${tags}, true)`);
        const r =
          (await tx.execute(sql`select count(*)::int as n, count(*) filter (where place_id <> ${placeId})::int as other
          from crm_patient_summaries`)) as unknown as { rows: { n: number; other: number }[] };
        return r.rows[0] as { n: number; other: number };
      });
    const all = await seen('');
    const women = await seen('{g:female}');
    expect(all.n).toBeGreaterThan(women.n);
    expect(women.n).toBeGreaterThan(0);
    expect(all.other + women.other).toBe(0);
  });

  it('may not be written by the application role', async () => {
    await expect(
      t.database.inPlace(placeId, (tx) =>
        tx.execute(sql`update crm_patient_summaries set schedule_count = 99 where place_id = ${placeId}`),
      ),
    ).rejects.toThrow();
  });
});
