import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

// Decision 198: params/crm reads the place's localities, counted per patient by a trigger on the
// CRM summaries, and RLS is forced on both CRM tables: only the trigger functions, as the tables'
// owner, write past it, so a refresh still reaches every place an address change touches.

const CLINIC = DEMO.places[2];
const OTHER = DEMO.places[0];
let t: TestApp;
let owner: StaffAuth;
let clinicId: string;
let otherId: string;
const USER = '00000000-0000-4000-8000-00000000c198';
const PATIENT = '00000000-0000-4000-8000-00000000d198';
const OTHER_PATIENT = '00000000-0000-4000-8000-00000000e198';

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const one = async (query: ReturnType<typeof sql>) => (await rows(query))[0] as Record<string, unknown>;

/** The district options params/crm answers the clinic's owner. */
async function districtOptions(): Promise<string[]> {
  const res = await t.call('params/crm', {}, { place: CLINIC, ...owner });
  expect(res.status).toBe(200);
  const fields = res.body.data.fields as { field: string; options: { label: string }[] }[];
  return fields.find((f) => f.field === 'district')?.options.map((o) => o.label) ?? [];
}

/** Stored counts that differ from a fresh count over every address of every place's patients. */
async function countsDiffering(): Promise<number> {
  const row = await one(sql`
    with fresh as (
      select p.place_id, json_build_array(a.state, a.city, a.district)::text as locality, count(distinct p.id)::int as n
      from patients p join addresses a on a.user_id = p.user_id group by 1, 2
    )
    select count(*)::int as n from fresh f full join crm_place_localities l
      on l.place_id = f.place_id and l.locality = f.locality
    where f.n is distinct from l.patients`);
  return row.n as number;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAuth(t, CLINIC, '10.198.0.2', DEMO.owner);
  clinicId = (await one(sql`select id from places where slug = ${CLINIC}`)).id as string;
  otherId = (await one(sql`select id from places where slug = ${OTHER}`)).id as string;
  await t.database.db.execute(sql`insert into users (id, username, phone) values (${USER}, 'yara', '21999990198')`);
});
afterAll(() => t.close());

describe('the CRM localities (params/crm)', () => {
  it('answers what a distinct read of the patients’ addresses answers, and follows every address write', async () => {
    const fresh = await rows(sql`select distinct a.district from addresses a
      join patients p on p.user_id = a.user_id and p.place_id = ${clinicId} where a.district is not null`);
    expect(await districtOptions()).toEqual(
      fresh.map((r) => r.district as string).sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    expect(await countsDiffering()).toBe(0);

    // A patient of the clinic and of the other place, with an address in a district nobody has.
    await t.database.db.execute(sql`insert into patients (id, place_id, user_id, full_name) values
      (${PATIENT}, ${clinicId}, ${USER}, 'Yara Bairro'), (${OTHER_PATIENT}, ${otherId}, ${USER}, 'Yara Bairro')`);
    await t.database.db.execute(sql`insert into addresses (user_id, state, city, district, street, number, is_default)
      values (${USER}, 'SP', 'Santos', 'Gonzaga', 'Rua B', '2', true)`);
    expect(await districtOptions()).toContain('Gonzaga');
    expect(await countsDiffering()).toBe(0);

    await t.database.db.execute(sql`update addresses set district = 'Embaré' where user_id = ${USER}`);
    const after = await districtOptions();
    expect(after).toContain('Embaré');
    expect(after).not.toContain('Gonzaga');
    expect(await countsDiffering()).toBe(0);

    // The patient leaves the other place: its locality goes with her (the summary's cascade).
    await t.database.db.execute(sql`delete from patients where id = ${OTHER_PATIENT}`);
    expect(await countsDiffering()).toBe(0);
    await t.database.db.execute(sql`delete from addresses where user_id = ${USER}`);
    expect(await districtOptions()).not.toContain('Embaré');
    expect(await countsDiffering()).toBe(0);
  });
});

describe('RLS on the CRM tables', () => {
  it('is forced on both tables, and a hostile tenant sees none of the clinic’s rows, even naming the writer’s variable', async () => {
    const forced = await rows(sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
      where relname in ('crm_patient_summaries', 'crm_place_localities') order by relname`);
    expect(forced).toEqual([
      { relname: 'crm_patient_summaries', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'crm_place_localities', relrowsecurity: true, relforcerowsecurity: true },
    ]);
    const seenFromOther = await t.database.inPlace(otherId, async (tx) => {
      await tx.execute(sql`select set_config('app.crm_summary_writer', 'on', true)`);
      const read = async (query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
      return {
        summaries: await read(sql`select count(*)::int as n from crm_patient_summaries where place_id = ${clinicId}`),
        localities: await read(sql`select count(*)::int as n from crm_place_localities where place_id = ${clinicId}`),
        all: await read(sql`select count(*)::int as n from crm_place_localities where place_id <> ${otherId}`),
      };
    });
    expect(seenFromOther).toEqual({ summaries: 0, localities: 0, all: 0 });
    // The clinic itself does see its own.
    const own = await t.database.inPlace(
      clinicId,
      async (tx) =>
        (
          (await tx.execute(sql`select count(*)::int as n from crm_place_localities`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
    );
    expect(own).toBeGreaterThan(0);
    await expect(
      t.database.inPlace(otherId, async (tx) => {
        await tx.execute(sql`select set_config('app.crm_summary_writer', 'on', true)`);
        await tx.execute(sql`update crm_place_localities set patients = 99`);
      }),
    ).rejects.toThrow();
  });

  it('with a non-superuser owner, still refreshes every place an address change touches, and hides all rows from that owner outside the triggers', async () => {
    // The tables and trigger functions handed to an owner RLS applies to (superusers bypass it).
    const setUp = [
      `do $$ begin
        if not exists (select 1 from pg_roles where rolname = 'crm_owner_198') then
          create role crm_owner_198 nosuperuser nobypassrls;
        end if;
      end $$`,
      'grant select on patients, attendancies, appointments, addresses to crm_owner_198',
      'alter table crm_patient_summaries owner to crm_owner_198',
      'alter table crm_place_localities owner to crm_owner_198',
      ...[
        'crm_summary_refresh(uuid)',
        'crm_localities_count()',
        'crm_summary_on_patient()',
        'crm_summary_on_booking()',
        'crm_summary_on_slot()',
        'crm_summary_on_address()',
      ].map((f) => `alter function ${f} owner to crm_owner_198`),
      `select crm_summary_grant_writer('crm_owner_198')`,
    ];
    for (const statement of setUp) await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(sql`insert into patients (id, place_id, user_id, full_name) values
      (${OTHER_PATIENT}, ${otherId}, ${USER}, 'Yara Bairro')`);
    // The address is written in the clinic's transaction, as the application role.
    await t.database.inPlace(clinicId, (tx) =>
      tx.execute(sql`insert into addresses (user_id, state, city, district, street, number, is_default)
        values (${USER}, 'SP', 'Santos', 'Ponta da Praia', 'Rua C', '3', true)`),
    );
    const summaries = await rows(sql`select place_id, districts from crm_patient_summaries
      where patient_id in (${PATIENT}, ${OTHER_PATIENT}) order by place_id`);
    expect(summaries).toHaveLength(2);
    for (const s of summaries) expect(s.districts).toEqual(['ponta da praia']);
    const localities = await rows(sql`select place_id from crm_place_localities where district = 'Ponta da Praia'`);
    expect(localities.map((l) => l.place_id).sort()).toEqual([clinicId, otherId].sort());
    expect(await countsDiffering()).toBe(0);

    // The owner itself, outside the trigger functions (no place, or the variable set by hand
    // while not the owner), sees nothing.
    const asOwner = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role crm_owner_198`);
      return (
        (await tx.execute(sql`select count(*)::int as n from crm_patient_summaries`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    });
    expect(asOwner).toBe(0);
  });
});
