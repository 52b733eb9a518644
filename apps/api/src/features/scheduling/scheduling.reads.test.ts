import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { dayFromToday, newPatient } from './scheduling.test-helpers.ts';

// The agenda reads (appointments/day, /month, /list) on one supplier's day in every state: a
// pending booking, a cancelled one (free again), an attended one, a free slot and an inactive
// slot; the supplier active, inactive and unknown (decision 196 read them in one statement).

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
const SUPPLIER = 'supplier-leituras';
const DAY = dayFromToday(12);
let t: TestApp;
let manager: StaffAuth;
let ana: Awaited<ReturnType<typeof newPatient>>;
let bruno: Awaited<ReturnType<typeof newPatient>>;
const ids: Record<string, string> = {};

const asPatient = (p: { token: string }) => ({ place: CLINIC, token: p.token });
const asStaff = (s: StaffAuth) => ({ place: CLINIC, ...s });
const profile = {
  service_supplier_id: SUPPLIER,
  name: 'Dra. Leitura',
  services: [{ name: 'Consulta', duration_minutes: 30, price_cents: 15000 }],
  working_hours: [{ weekday: 1, start: '08:00', end: '12:00' }],
};

async function ok(res: { status: number; body: { data?: Record<string, unknown> } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.175.0.1');
  ana = await newPatient(t, CLINIC, 'Ana Leitura');
  bruno = await newPatient(t, CLINIC, 'Bruno Leitura');
  await ok(await t.call('servicesupplier/update', profile, asStaff(manager)));
  for (const start of ['08:00', '08:30', '09:00', '09:30', '10:00']) {
    const end = start.replace(/:(00|30)$/, (_, m) => (m === '00' ? ':25' : ':55'));
    const made = await ok(
      await t.call('appointments/create', { service_supplier_id: SUPPLIER, date: DAY, start, end }, asStaff(manager)),
    );
    ids[start] = (made.appointments as { _id: string }[])[0]?._id as string;
  }
  // 08:00 pending; 08:30 booked then cancelled; 09:00 attended; 09:30 free; 10:00 inactive.
  await ok(await t.call('attendancies/create', { appointment_id: ids['08:00'] }, asPatient(ana)));
  const cancelled = await ok(await t.call('attendancies/create', { appointment_id: ids['08:30'] }, asPatient(ana)));
  const cancelledId = (cancelled.attendancy as { _id: string })._id;
  ids.cancelled = cancelledId;
  await ok(await t.call('attendancies/update', { attendancy_id: cancelledId, status: 3 }, asPatient(ana)));
  const attended = await ok(await t.call('attendancies/create', { appointment_id: ids['09:00'] }, asPatient(bruno)));
  const attendedId = (attended.attendancy as { _id: string })._id;
  await ok(await t.call('attendancies/update', { attendancy_id: attendedId, status: 2 }, asStaff(manager)));
  await ok(await t.call('appointments/update', { appointment_id: ids['10:00'], active: false }, asStaff(manager)));
});
afterAll(() => t.close());

type Slot = { _id: string; date: string; start: string; end: string; free: boolean; active: boolean };
const brief = (slots: Slot[]) => slots.map((s) => `${s.date} ${s.start}-${s.end} ${s.active ? 'on' : 'off'} ${s.free}`);

describe('agenda reads over every state of a day', () => {
  it('month: the day counts its active slots and the free ones (a cancelled booking frees its time)', async () => {
    const data = await ok(
      await t.call('appointments/month', { service_supplier_id: SUPPLIER, month: DAY.slice(0, 7) }, { place: CLINIC }),
    );
    expect(data).toEqual({ month: DAY.slice(0, 7), days: [{ date: DAY, slots: 4, free: 2 }] });
    const empty = await ok(
      await t.call('appointments/month', { service_supplier_id: SUPPLIER, month: '2099-01' }, asPatient(ana)),
    );
    expect(empty).toEqual({ month: '2099-01', days: [] });
  });

  it('day: the active slots in order, held ones not free; the one being rescheduled reads free', async () => {
    const data = await ok(
      await t.call('appointments/day', { service_supplier_id: SUPPLIER, date: DAY }, asPatient(bruno)),
    );
    expect(data.date).toBe(DAY);
    expect(brief(data.appointments as Slot[])).toEqual([
      `${DAY} 08:00-08:25 on false`,
      `${DAY} 08:30-08:55 on true`,
      `${DAY} 09:00-09:25 on false`,
      `${DAY} 09:30-09:55 on true`,
    ]);
    expect((data.appointments as Slot[]).map((s) => s._id)).toEqual([
      ids['08:00'],
      ids['08:30'],
      ids['09:00'],
      ids['09:30'],
    ]);
    const keep = await ok(
      await t.call(
        'appointments/day',
        { service_supplier_id: SUPPLIER, date: DAY, appointment_id: ids['08:00'] },
        asStaff(manager),
      ),
    );
    expect((keep.appointments as Slot[]).map((s) => s.free)).toEqual([true, true, false, true]);
    const none = await ok(
      await t.call('appointments/day', { service_supplier_id: SUPPLIER, date: dayFromToday(13) }, { place: CLINIC }),
    );
    expect(none).toEqual({ date: dayFromToday(13), appointments: [] });
  });

  it('list: active slots for patients; staff also see the inactive one when they ask', async () => {
    const mine = await ok(await t.call('appointments/list', { service_supplier_id: SUPPLIER }, asPatient(ana)));
    expect((mine.appointments as Slot[]).map((s) => s._id)).toEqual([
      ids['08:00'],
      ids['08:30'],
      ids['09:00'],
      ids['09:30'],
    ]);
    const asksAll = await ok(
      await t.call('appointments/list', { service_supplier_id: SUPPLIER, active: false }, asPatient(ana)),
    );
    expect((asksAll.appointments as Slot[]).length).toBe(4);
    const all = await ok(
      await t.call('appointments/list', { service_supplier_id: SUPPLIER, active: false }, asStaff(manager)),
    );
    expect(brief(all.appointments as Slot[])).toEqual([
      `${DAY} 08:00-08:25 on false`,
      `${DAY} 08:30-08:55 on true`,
      `${DAY} 09:00-09:25 on false`,
      `${DAY} 09:30-09:55 on true`,
      `${DAY} 10:00-10:25 off false`,
    ]);
    const later = await ok(
      await t.call('appointments/list', { service_supplier_id: SUPPLIER, from: dayFromToday(13) }, asStaff(manager)),
    );
    expect(later.appointments).toEqual([]);
  });

  it('an unknown supplier, another place, and (for patients) an inactive one are "Prestador de Serviço não encontrado"', async () => {
    const notFound = { message: 'Prestador de Serviço não encontrado', code: 'supplier_not_found' };
    for (const [call, body] of [
      ['appointments/day', { service_supplier_id: 'supplier-ninguem', date: DAY }],
      ['appointments/month', { service_supplier_id: 'supplier-ninguem', month: DAY.slice(0, 7) }],
      ['appointments/list', { service_supplier_id: 'supplier-ninguem' }],
    ] as const) {
      const res = await t.call(call, body, asStaff(manager));
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject(notFound);
    }
    const elsewhere = await t.call(
      'appointments/day',
      { service_supplier_id: SUPPLIER, date: DAY },
      { place: CANTINA },
    );
    expect(elsewhere.status).toBe(404);
    await ok(await t.call('servicesupplier/update', { ...profile, active: false }, asStaff(manager)));
    try {
      for (const [call, body] of [
        ['appointments/day', { service_supplier_id: SUPPLIER, date: DAY }],
        ['appointments/month', { service_supplier_id: SUPPLIER, month: DAY.slice(0, 7) }],
        ['appointments/list', { service_supplier_id: SUPPLIER }],
      ] as const) {
        const patient = await t.call(call, body, asPatient(ana));
        expect(patient.status).toBe(404);
        expect(patient.body.error).toMatchObject(notFound);
      }
      // Staff still read an inactive supplier's agenda.
      const staff = await ok(
        await t.call('appointments/month', { service_supplier_id: SUPPLIER, month: DAY.slice(0, 7) }, asStaff(manager)),
      );
      expect(staff.days).toEqual([{ date: DAY, slots: 4, free: 2 }]);
    } finally {
      await ok(await t.call('servicesupplier/update', profile, asStaff(manager)));
    }
  });

  it('a change written behind the service (SQL by hand) reaches the next reads (the NOTIFY of decision 208)', async () => {
    const month = () =>
      t.call('appointments/month', { service_supplier_id: SUPPLIER, month: DAY.slice(0, 7) }, asPatient(bruno));
    const day = async () =>
      (
        (await ok(await t.call('appointments/day', { service_supplier_id: SUPPLIER, date: DAY }, asPatient(bruno))))
          .appointments as Slot[]
      ).map((s) => s.free);
    expect((await ok(await month())).days).toEqual([{ date: DAY, slots: 4, free: 2 }]);
    expect(await day()).toEqual([false, true, false, true]);
    const setStatus = (status: number) =>
      t.database.db.execute(sql`update attendancies set status = ${status} where id = ${ids.cancelled}`);
    await setStatus(1);
    try {
      await expect.poll(async () => (await ok(await month())).days).toEqual([{ date: DAY, slots: 4, free: 1 }]);
      await expect.poll(day).toEqual([false, false, false, true]);
    } finally {
      await setStatus(3);
    }
    await expect.poll(async () => (await ok(await month())).days).toEqual([{ date: DAY, slots: 4, free: 2 }]);
    await expect.poll(day).toEqual([false, true, false, true]);
  });
});
