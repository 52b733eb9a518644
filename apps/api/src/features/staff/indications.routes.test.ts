import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';

// Referrals (decision 118): searchsalesman for the referred-by dialog, indications/list for staff.

const CANTINA = DEMO.places[0];
const CLINIC = DEMO.places[2];

let t: TestApp;
let ipSeq = 0;
const ip = () => `10.118.0.${ipSeq++}`;
const at = (auth: { token?: string; managerToken?: string }, place: string = CLINIC) => ({ ...auth, place, ip: ip() });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin/searchsalesman and indications/list', () => {
  it('a patient finds the professional who referred them; staff see it in the indications', async () => {
    const patient = await newCustomer(t, CLINIC, 'Paciente Indicada');
    const found = await t.call('admin/searchsalesman', { code: 'pedro henr' }, at({ token: patient.token }));
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.salesmen).toEqual([
      { code: 'supplier-pedro', name: 'Dr. Pedro Henrique Albuquerque Prestes', supplier: true },
    ]);
    // Fewer than 3 letters find nothing by name.
    expect(
      (await t.call('admin/searchsalesman', { code: 'pe' }, at({ token: patient.token }))).body.data.salesmen,
    ).toEqual([]);
    const chosen = await t.call('updateuser', { referred_by: 'supplier-pedro' }, at({ token: patient.token }));
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    const owner = await staffAuth(t, CLINIC, ip(), DEMO.owner);
    const list = await t.call('indications/list', {}, at(owner));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.indications).toContainEqual(
      expect.objectContaining({
        user_id: patient.userId,
        referred_by: 'supplier-pedro',
        referrer_name: 'Dr. Pedro Henrique Albuquerque Prestes',
      }),
    );
    expect(list.body.data.totals).toContainEqual(
      expect.objectContaining({ referred_by: 'supplier-pedro', count: expect.any(Number) }),
    );
    // A range that ends before today leaves today's patient out.
    const past = await t.call('indications/list', { begin: '2020-01-01', end: '2020-12-31' }, at(owner));
    expect(past.body.data.indications).toEqual([]);
  });

  it('is refused to customers, to the anonymous and to staff of another place', async () => {
    const patient = await newCustomer(t, CLINIC, 'Paciente Curiosa');
    const refused = await t.call('indications/list', {}, at({ token: patient.token }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('access_denied');
    expect((await t.call('admin/searchsalesman', { code: 'pedro' }, at({}))).status).toBe(403);
    // The Cantina's manager token is no token at the clinic.
    const cantina = await staffAuth(t, CANTINA, ip());
    expect((await t.call('indications/list', {}, at(cantina))).status).toBe(403);
    // And the Cantina's staff search finds no clinic professional.
    const there = await t.call('admin/searchsalesman', { code: 'pedro' }, at(cantina, CANTINA));
    expect(there.body.data.salesmen).toEqual([]);
  });

  it('answers a field error for a day out of range, never a 500', async () => {
    const owner = await staffAuth(t, CLINIC, ip(), DEMO.owner);
    const res = await t.call('indications/list', { begin: '1800-01-01' }, at(owner));
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('begin');
  });
});
