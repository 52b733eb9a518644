import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { dayFromToday, newPatient } from './scheduling.test-helpers.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let manager: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let ana: Awaited<ReturnType<typeof newPatient>>;
let bruno: Awaited<ReturnType<typeof newPatient>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.174.0.1');
  owner = await staffAuth(t, CLINIC, '10.174.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.174.0.3', DEMO.supplier);
  ana = await newPatient(t, CLINIC, 'Ana Paciente');
  bruno = await newPatient(t, CLINIC, 'Bruno Paciente');
});
afterAll(() => t.close());

const asPatient = (p: { token: string }) => ({ place: CLINIC, token: p.token });
const asStaff = (s: StaffAuth) => ({ place: CLINIC, ...s });

/** A fresh one-off slot of a supplier, `days` ahead at `start` (staff create it). */
async function slot(supplier: string, days: number, start: string, end: string) {
  const res = await t.call(
    'appointments/create',
    { service_supplier_id: supplier, date: dayFromToday(days), start, end },
    asStaff(manager),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.appointments[0] as { _id: string; starts_at: string };
}

describe('speciality/list and servicesupplier/list', () => {
  it('lists the clinic specialities in order and its four suppliers, without prices for patients', async () => {
    const specs = await t.call('speciality/list', {}, { place: CLINIC });
    expect(specs.body.data.specialities.map((s: { name: string }) => s.name)).toEqual([
      'Dermatologia',
      'Nutrição',
      'Fisioterapia dermatofuncional',
    ]);
    const all = await t.call('servicesupplier/list', { from_web_app: true }, asPatient(ana));
    const suppliers = all.body.data.service_suppliers as {
      service_supplier_id: string;
      services: { price_cents: number | null }[];
    }[];
    expect(suppliers).toHaveLength(4);
    expect(suppliers.map((s) => s.service_supplier_id)).toContain('supplier-pedro');
    expect(suppliers.flatMap((s) => s.services).every((s) => s.price_cents === null)).toBe(true);
    const derm = specs.body.data.specialities[0]._id;
    const dermOnly = await t.call('servicesupplier/list', { speciality_id: derm }, asStaff(manager));
    expect(dermOnly.body.data.service_suppliers).toHaveLength(2);
    expect(dermOnly.body.data.service_suppliers[0].services[0].price_cents).toBeGreaterThan(0);
  });

  it('a place without suppliers answers empty lists', async () => {
    const res = await t.call('servicesupplier/list', {}, { place: CANTINA });
    expect(res.body.data.service_suppliers).toEqual([]);
  });
});

describe('servicesupplier/update', () => {
  it('creates a supplier with services and hours; a supplier may edit only their own profile', async () => {
    const body = {
      service_supplier_id: 'supplier-lucia',
      name: 'Dra. Lúcia Ferraz',
      bio: 'Clínica geral.',
      services: [{ name: 'Consulta', duration_minutes: 30, price_cents: 20000 }],
      working_hours: [{ weekday: 1, start: '09:00', end: '12:00' }],
    };
    const res = await t.call('servicesupplier/update', body, asStaff(manager));
    expect(res.status).toBe(200);
    expect(res.body.data.service_supplier).toMatchObject({ name: 'Dra. Lúcia Ferraz', active: true });
    const denied = await t.call('servicesupplier/update', body, asStaff(pedro));
    expect(denied.status).toBe(403);
    const bad = await t.call(
      'servicesupplier/update',
      { ...body, working_hours: [{ weekday: 1, start: '12:00', end: '09:00' }] },
      asStaff(manager),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('O horário final deve ser depois do inicial.');
    const noToken = await t.call('servicesupplier/update', body, asPatient(ana));
    expect(noToken.status).toBe(403);
  });
});

describe('admin/restaurantmanager/list', () => {
  it('lists managers with their supplier ids and the suppliers', async () => {
    const res = await t.call('admin/restaurantmanager/list', {}, asStaff(manager));
    expect(res.status).toBe(200);
    const supplier = res.body.data.managers.find((m: { service_supplier_id: string | null }) => m.service_supplier_id);
    expect(supplier).toMatchObject({ service_supplier_id: 'supplier-pedro', owner: false });
    expect(res.body.data.service_suppliers.length).toBeGreaterThanOrEqual(4);
  });
});

describe('appointments', () => {
  it('month and day read the seeded month of slots; an unknown supplier is "Prestador de Serviço não encontrado"', async () => {
    const now = dayFromToday(0).slice(0, 7);
    const next = dayFromToday(32).slice(0, 7);
    const a = await t.call(
      'appointments/month',
      { service_supplier_id: 'supplier-pedro', month: now },
      { place: CLINIC },
    );
    const b = await t.call(
      'appointments/month',
      { service_supplier_id: 'supplier-pedro', month: next },
      { place: CLINIC },
    );
    const days = [...a.body.data.days, ...b.body.data.days] as { date: string; slots: number; free: number }[];
    expect(days.length).toBeGreaterThanOrEqual(15);
    expect(days.every((d) => d.free <= d.slots && d.date > dayFromToday(-1))).toBe(true);
    const first = days[0] as { date: string; slots: number };
    const day = await t.call(
      'appointments/day',
      { service_supplier_id: 'supplier-pedro', date: first.date },
      { place: CLINIC },
    );
    expect(day.body.data.appointments).toHaveLength(first.slots);
    const missing = await t.call(
      'appointments/day',
      { service_supplier_id: 'supplier-nobody', date: first.date },
      { place: CLINIC },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      message: 'Prestador de Serviço não encontrado',
      code: 'supplier_not_found',
    });
    const badMonth = await t.call(
      'appointments/month',
      { service_supplier_id: 'supplier-pedro', month: '2026-13' },
      { place: CLINIC },
    );
    expect(badMonth.status).toBe(400);
  });

  it('create: staff only, weekly series, overlaps refused by the database, bad hours named', async () => {
    const body = {
      service_supplier_id: 'supplier-pedro',
      date: dayFromToday(3),
      start: '21:00',
      end: '21:30',
      repeat_weeks: 4,
    };
    const denied = await t.call('appointments/create', body, asPatient(ana));
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('access_denied');
    const res = await t.call('appointments/create', body, asStaff(manager));
    expect(res.status).toBe(200);
    const made = res.body.data.appointments as { series_id: string; date: string; start: string; end: string }[];
    expect(made).toHaveLength(4);
    expect(new Set(made.map((a) => a.series_id)).size).toBe(1);
    expect(made[1]).toMatchObject({ date: dayFromToday(10), start: '21:00', end: '21:30' });
    const overlap = await t.call(
      'appointments/create',
      { ...body, start: '21:15', end: '21:45', repeat_weeks: 1 },
      asStaff(owner),
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.code).toBe('appointment_overlap');
    const backwards = await t.call('appointments/create', { ...body, start: '22:00', end: '21:00' }, asStaff(manager));
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toContain('horário final');
    const past = await t.call('appointments/create', { ...body, date: dayFromToday(-2) }, asStaff(manager));
    expect(past.status).toBe(400);
    const farYear = await t.call('appointments/create', { ...body, date: '9999-01-01' }, asStaff(manager));
    expect(farYear.status).toBe(400);
    // Dr. Pedro manages his own slots, not Camila's.
    const other = await t.call(
      'appointments/create',
      { ...body, service_supplier_id: 'supplier-camila' },
      asStaff(pedro),
    );
    expect(other.status).toBe(403);
  });

  it('remove: a free slot goes, a booked one stays (appointment_booked), a series from a week on', async () => {
    const lone = await slot('supplier-rafael', 4, '20:00', '20:50');
    const booked = await slot('supplier-rafael', 4, '21:00', '21:50');
    await t.call('attendancies/create', { appointment_id: booked._id }, asPatient(ana));
    const refused = await t.call('appointments/remove', { id: booked._id }, asStaff(manager));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('appointment_booked');
    const gone = await t.call('appointments/remove', { id: lone._id }, asStaff(manager));
    expect(gone.body.data.removed).toBe(1);
    const series = await t.call(
      'appointments/create',
      { service_supplier_id: 'supplier-rafael', date: dayFromToday(5), start: '20:00', end: '20:50', repeat_weeks: 3 },
      asStaff(manager),
    );
    const second = series.body.data.appointments[1]._id;
    const cut = await t.call('appointments/remove', { id: second, series: true }, asStaff(manager));
    expect(cut.body.data.removed).toBe(2);
  });
});

describe('attendancies', () => {
  it('a patient books a free slot; the same time cannot be booked again; the slot reads taken', async () => {
    const s = await slot('supplier-camila', 6, '19:00', '19:50');
    const booked = await t.call('attendancies/create', { appointment_id: s._id, type: 0 }, asPatient(ana));
    expect(booked.status).toBe(200);
    expect(booked.body.data.attendancy).toMatchObject({
      status: 0,
      type: 0,
      user_id: ana.userId,
      service_supplier_id: 'supplier-camila',
      start: '19:00',
      phone: null,
    });
    const again = await t.call('attendancies/create', { appointment_id: s._id }, asPatient(bruno));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'appointment_taken' });
    const day = await t.call(
      'appointments/day',
      { service_supplier_id: 'supplier-camila', date: dayFromToday(6) },
      { place: CLINIC },
    );
    const read = day.body.data.appointments.find((a: { _id: string }) => a._id === s._id);
    expect(read.free).toBe(false);
    const badType = await t.call('attendancies/create', { appointment_id: s._id, type: 9 }, asPatient(bruno));
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toContain('Tipo de agendamento');
  });

  it('status: the patient confirms or cancels their own; staff conclude; others see nothing', async () => {
    const s = await slot('supplier-pedro', 7, '19:00', '19:40');
    const created = await t.call('attendancies/create', { appointment_id: s._id }, asPatient(ana));
    const id = created.body.data.attendancy._id;
    const stranger = await t.call('attendancies/update', { attendancy_id: id, status: 3 }, asPatient(bruno));
    expect(stranger.status).toBe(404);
    const conclude = await t.call('attendancies/update', { attendancy_id: id, status: 2 }, asPatient(ana));
    expect(conclude.status).toBe(409);
    expect(conclude.body.error.code).toBe('attendancy_status');
    const confirm = await t.call('attendancies/update', { attendancy_id: id, status: 1 }, asPatient(ana));
    expect(confirm.body.data).toMatchObject({ message: 'confirmed', attendancy: { status: 1 } });
    const done = await t.call('attendancies/update', { attendancy_id: id, status: 2 }, asStaff(pedro));
    expect(done.body.data).toMatchObject({ message: 'concluded', attendancy: { status: 2 } });
    const reopen = await t.call('attendancies/update', { attendancy_id: id, status: 3 }, asStaff(manager));
    expect(reopen.status).toBe(409);
    const mine = await t.call('attendancies/list', {}, asPatient(ana));
    expect(mine.body.data.attendancies.map((a: { _id: string }) => a._id)).toContain(id);
    const theirs = await t.call('attendancies/list', {}, asPatient(bruno));
    expect(theirs.body.data.attendancies.map((a: { _id: string }) => a._id)).not.toContain(id);
  });

  it('a cancelled booking frees its time for the next patient', async () => {
    const s = await slot('supplier-beatriz', 8, '20:00', '21:00');
    const first = await t.call('attendancies/create', { appointment_id: s._id }, asPatient(ana));
    const cancel = await t.call(
      'attendancies/update',
      { attendancy_id: first.body.data.attendancy._id, status: 3 },
      asPatient(ana),
    );
    expect(cancel.body.data.message).toBe('cancelled');
    const next = await t.call('attendancies/create', { appointment_id: s._id }, asPatient(bruno));
    expect(next.status).toBe(200);
  });

  it('the receptionist reschedules to a free slot; the old one frees; a taken one is refused', async () => {
    const from = await slot('supplier-camila', 9, '19:00', '19:50');
    const to = await slot('supplier-camila', 10, '19:00', '19:50');
    const busy = await slot('supplier-camila', 11, '19:00', '19:50');
    const mine = await t.call('attendancies/create', { appointment_id: from._id }, asPatient(ana));
    await t.call('attendancies/create', { appointment_id: busy._id }, asPatient(bruno));
    const id = mine.body.data.attendancy._id;
    const patientTry = await t.call(
      'attendancies/update',
      { attendancy_id: id, appointment_id: to._id },
      asPatient(ana),
    );
    expect(patientTry.status).toBe(400);
    expect(patientTry.body.error.message).toContain('fale com a clínica');
    const moved = await t.call('attendancies/update', { attendancy_id: id, appointment_id: to._id }, asStaff(manager));
    expect(moved.status).toBe(200);
    expect(moved.body.data.attendancy).toMatchObject({
      appointment_id: to._id,
      starts_at: to.starts_at,
      date: dayFromToday(10),
    });
    const onTaken = await t.call(
      'attendancies/update',
      { attendancy_id: id, appointment_id: busy._id },
      asStaff(manager),
    );
    expect(onTaken.status).toBe(409);
    const again = await t.call('attendancies/create', { appointment_id: from._id }, asPatient(bruno));
    expect(again.status).toBe(200);
  });

  it('staff book for a patient of the place; a patient cannot book for someone else', async () => {
    const s = await slot('supplier-rafael', 12, '20:00', '20:50');
    const forOther = await t.call(
      'attendancies/create',
      { appointment_id: s._id, user_id: bruno.userId },
      asPatient(ana),
    );
    expect(forOther.status).toBe(400);
    expect(forOther.body.error.message).toContain('Paciente não encontrado.');
    const byStaff = await t.call(
      'attendancies/create',
      { appointment_id: s._id, user_id: bruno.userId, type: 1 },
      asStaff(manager),
    );
    expect(byStaff.body.data.attendancy).toMatchObject({ user_id: bruno.userId, type: 1 });
    expect(byStaff.body.data.attendancy.phone).toBe(bruno.phone);
  });

  it("agenda reads: a supplier sees only their own; funnel lists hold the seed's every status", async () => {
    const own = await t.call('attendancies/supplier', { from: dayFromToday(0), to: dayFromToday(20) }, asStaff(pedro));
    expect(own.status).toBe(200);
    const list = own.body.data.attendancies as { service_supplier_id: string; status: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.service_supplier_id === 'supplier-pedro')).toBe(true);
    const other = await t.call('attendancies/supplier', { service_supplier_id: 'supplier-camila' }, asStaff(pedro));
    expect(other.status).toBe(403);
    const all = await t.call('attendancies/supplier', { from: dayFromToday(0), to: dayFromToday(20) }, asStaff(owner));
    expect(
      new Set(all.body.data.attendancies.map((a: { service_supplier_id: string }) => a.service_supplier_id)).size,
    ).toBeGreaterThan(1);
    const tooLong = await t.call(
      'attendancies/supplier',
      { from: dayFromToday(0), to: dayFromToday(200) },
      asStaff(owner),
    );
    expect(tooLong.status).toBe(400);
    const attended = await t.call('attendancies/listAttended', {}, asStaff(owner));
    expect(attended.body.data.attendancies.every((a: { status: number }) => a.status === 2)).toBe(true);
    expect(attended.body.data.attendancies.length).toBeGreaterThan(0);
    const lost = await t.call('attendancies/listLost', {}, asStaff(owner));
    const lostStatuses = new Set(lost.body.data.attendancies.map((a: { status: number }) => a.status));
    expect(lostStatuses.has(3)).toBe(true);
    expect(lostStatuses.has(0)).toBe(true);
    const scheduled = await t.call('attendancies/scheduledList', {}, asStaff(owner));
    expect(scheduled.body.data.attendancies.every((a: { status: number }) => a.status <= 1)).toBe(true);
    const month = dayFromToday(1).slice(0, 7);
    const days = await t.call('attendancies/days', { month }, asStaff(owner));
    expect(days.status).toBe(200);
    const noStaff = await t.call('attendancies/listLost', {}, asPatient(ana));
    expect(noStaff.status).toBe(403);
  });
});
