import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let pedro: StaffAuth;
let customer: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  pedro = await staffAuth(t, CLINIC, '10.183.0.1', DEMO.supplier);
  const login = await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.183.0.2' });
  customer = login.body.data.token;
  customerId = login.body.data.user._id;
});
afterAll(() => t.close());

describe('patients/my-audit', () => {
  it("a patient reads who read their data, as what and when, without IPs or other patients' rows", async () => {
    // The demo customer is a patient of Dr. Pedro's: he opens her among his patients.
    const mine = await t.call('patients/check', { user_id: customerId }, { place: CLINIC, ...pedro });
    const patientId = mine.body.data.patient._id as string;
    expect((await t.call('patients/get', { id: patientId }, { place: CLINIC, ...pedro })).status).toBe(200);

    const res = await t.call('patients/my-audit', {}, { place: CLINIC, token: customer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.is_patient).toBe(true);
    expect(data.page).toBe(1);
    expect(data.entries.length).toBeGreaterThan(0);
    expect(data.entries.length).toBeLessThanOrEqual(50);
    expect(data.entries.find((e: { action: string }) => e.action === 'patient.read')).toMatchObject({
      role: 'supplier',
      actor_name: 'Dr. Pedro Prestador',
    });
    const text = JSON.stringify(data.entries);
    expect(text).not.toContain('10.183.0.1');
    expect(text).not.toContain(patientId);

    // The owner's audit of the same patient holds the same rows (the patient sees a subset of columns).
    const owner = await staffAuth(t, CLINIC, '10.183.0.3', DEMO.owner);
    const full = await t.call('patients/audit', { patient_id: patientId }, { place: CLINIC, ...owner });
    const ids = new Set((full.body.data.entries as { _id: string }[]).map((e) => e._id));
    for (const e of data.entries as { _id: string }[]) expect(ids).toContain(e._id);
  });

  it('someone who is not a patient of the place gets an empty answer; an anonymous caller is refused', async () => {
    const elsewhere = await t.call('login', DEMO.customer, { place: CANTINA, ip: '10.183.0.4' });
    const res = await t.call('patients/my-audit', {}, { place: CANTINA, token: elsewhere.body.data.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ is_patient: false, entries: [], page: 1, has_more: false });
    expect((await t.call('patients/my-audit', {}, { place: CLINIC })).status).toBe(403);
    const bad = await t.call('patients/my-audit', { page: 0 }, { place: CLINIC, token: customer });
    expect(bad.status).toBe(400);
  });
});
