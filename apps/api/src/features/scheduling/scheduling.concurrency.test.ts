import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
import { ids } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createSchedulingRepo } from './scheduling.repo.ts';
import { dayFromToday, newPatient } from './scheduling.test-helpers.ts';

const CLINIC = DEMO.places[2];
let t: TestApp;
let clinicId: string;

beforeAll(async () => {
  t = await createTestApp();
  clinicId = (await ids(t)).place(CLINIC);
});
afterAll(() => t.close());

describe('no double booking (decision 080)', () => {
  it('50 patients booking the last slot at once: exactly 1 booking, 49 refusals', async () => {
    const staff = await staffAuth(t, CLINIC, '10.175.0.1');
    const created = await t.call(
      'appointments/create',
      { service_supplier_id: 'supplier-pedro', date: dayFromToday(2), start: '22:00', end: '22:40' },
      { place: CLINIC, ...staff },
    );
    const slotId = created.body.data.appointments[0]._id as string;
    const patients = [];
    for (let i = 0; i < 50; i++) patients.push(await newPatient(t, CLINIC, `Paciente Corrida ${i}`));
    const results = await Promise.all(
      patients.map((p) => t.call('attendancies/create', { appointment_id: slotId }, { place: CLINIC, token: p.token })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body.error.code).toBe('appointment_taken');
    const day = await t.call(
      'appointments/day',
      { service_supplier_id: 'supplier-pedro', date: dayFromToday(2) },
      { place: CLINIC },
    );
    expect(day.body.data.appointments.find((a: { _id: string }) => a._id === slotId).free).toBe(false);
  });

  it('the database itself refuses an overlapping open booking, and takes one once the first is cancelled', async () => {
    const repo = createSchedulingRepo();
    const patient = await newPatient(t, CLINIC, 'Paciente Direto');
    const startsAt = new Date(Date.now() + 30 * 24 * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + 40 * 60_000);
    const row = (offsetMin: number) => ({
      placeId: clinicId,
      supplierId: 'supplier-camila',
      appointmentId: null,
      userId: patient.userId,
      type: 0,
      startsAt: new Date(startsAt.getTime() + offsetMin * 60_000),
      endsAt: new Date(endsAt.getTime() + offsetMin * 60_000),
      notes: null,
      createdByUserId: null,
    });
    const first = await t.database.inPlace(clinicId, (tx) => repo.insertAttendancy(tx, row(0)));
    // The service's own check is bypassed here on purpose: only the exclusion constraint stands.
    const clash = await t.database
      .inPlace(clinicId, (tx) => repo.insertAttendancy(tx, row(20)))
      .catch((e: unknown) => e);
    expect(String((clash as { cause?: unknown }).cause ?? clash)).toContain('attendancies_no_double_booking');
    const touching = await t.database.inPlace(clinicId, (tx) => repo.insertAttendancy(tx, row(40)));
    expect(touching.id).toBeTruthy();
    await t.database.inPlace(clinicId, (tx) => repo.updateAttendancy(tx, clinicId, first.id, { status: 3 }));
    const after = await t.database.inPlace(clinicId, (tx) => repo.insertAttendancy(tx, row(-10)));
    expect(after.id).toBeTruthy();
  });
});
