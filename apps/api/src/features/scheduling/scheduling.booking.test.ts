import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { placeIdOf, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { sandboxCharges } from '../payments/payments.test-helpers.ts';
import { dayFromToday, newPatient } from './scheduling.test-helpers.ts';

// Booking through the cart (decision 125) and the split sent with the Pix charge (decision 126).

const CLINIC = DEMO.places[2];
let t: TestApp;
let clinicId: string;
let products: Map<string, string>;
let staff: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  clinicId = await placeIdOf(t, CLINIC);
  products = await productIds(t, clinicId);
  // Open whatever the hour the test runs.
  await setPlace(t, clinicId, { businessHours: [] });
  staff = await staffAuth(t, CLINIC, '10.176.0.1');
});
afterAll(() => t.close());

const patientFields = {
  delivery_type: 2,
  cpf: '529.982.247-25',
  email: 'paciente@exemplo.com.br',
  birthdate: '1990-05-01',
};
// Outside the demo's working hours (its month of slots), one hour each.
let hour = 19;

/** A new free slot of Dr. Pedro, days ahead, at its own hour. */
async function newSlot(supplier = 'supplier-pedro', days = 3) {
  const start = `${String(hour).padStart(2, '0')}:00`;
  const end = `${String(hour).padStart(2, '0')}:40`;
  hour += 1;
  const res = await t.call(
    'appointments/create',
    { service_supplier_id: supplier, date: dayFromToday(days), start, end },
    { place: CLINIC, ...staff },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.appointments[0]._id as string;
}

function orderBody(phone: string, appointmentId: string, supplier = 'supplier-pedro') {
  return {
    products: [{ product_id: products.get('101'), quantity: 1, service_supplier_id: supplier }],
    phone,
    ...patientFields,
    attendancy: { appointment_id: appointmentId, type: 0 },
  };
}

describe('booking through the cart', () => {
  it('the order books the time (pending, tied to the order), and its Pix carries the split to Dr. Pedro', async () => {
    const slot = await newSlot();
    const patient = await newPatient(t, CLINIC, 'Paciente Carrinho');
    const placed = await t.call('v2/orderdelivery', orderBody(patient.phone, slot), {
      place: CLINIC,
      token: patient.token,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.data.order._id as string;
    const mine = await t.call('attendancies/list', {}, { place: CLINIC, token: patient.token });
    expect(mine.body.data.attendancies).toHaveLength(1);
    expect(mine.body.data.attendancies[0]).toMatchObject({
      appointment_id: slot,
      order_id: orderId,
      status: 0,
      type: 0,
      service_supplier_id: 'supplier-pedro',
    });

    const pay = await t.call(
      'v2/orderdeliverypayment',
      { order_id: orderId, payment_type: 3 },
      { place: CLINIC, token: patient.token },
    );
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const pix = await t.call(
      'payments/transactions/v2/pix',
      { reference_id: orderId },
      {
        place: CLINIC,
        token: patient.token,
      },
    );
    expect(pix.status, JSON.stringify(pix.body)).toBe(200);
    const [charge] = await sandboxCharges(t, orderId);
    expect(charge?.amountCents).toBe(35_000);
    // 60 % of the gross profit (decision 085's demo set) to Dr. Pedro's own seller; the rest stays.
    expect(charge?.splitRules).toEqual([{ recipient: 'seller-dr-pedro', amountCents: 20_967 }]);
  });

  it("refuses a time for another professional than the cart's service, and a taken time; neither leaves an order", async () => {
    const slot = await newSlot();
    const first = await newPatient(t, CLINIC, 'Paciente Primeiro');
    const wrong = await t.call('v2/orderdelivery', orderBody(first.phone, slot, 'supplier-camila'), {
      place: CLINIC,
      token: first.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field ?? wrong.body.error.message).toBeTruthy();
    const ok = await t.call('v2/orderdelivery', orderBody(first.phone, slot), { place: CLINIC, token: first.token });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const second = await newPatient(t, CLINIC, 'Paciente Segundo');
    const taken = await t.call('v2/orderdelivery', orderBody(second.phone, slot), {
      place: CLINIC,
      token: second.token,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'appointment_taken',
      message: 'Este horário não está mais disponível. Escolha outro horário.',
    });
    const orders = await t.call('mydelivery', {}, { place: CLINIC, token: second.token });
    expect(orders.body.data.orders).toEqual([]);
  });

  it('an order cancelled by the clinic gives its time back', async () => {
    const slot = await newSlot();
    const patient = await newPatient(t, CLINIC, 'Paciente Cancelado');
    const placed = await t.call('v2/orderdelivery', orderBody(patient.phone, slot), {
      place: CLINIC,
      token: patient.token,
    });
    const orderId = placed.body.data.order._id as string;
    const cancel = await t.call(
      'manager/cancelordermanager',
      { order_id: orderId, reason_cancel: 'Paciente desistiu' },
      { place: CLINIC, ...staff },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const mine = await t.call('attendancies/list', {}, { place: CLINIC, token: patient.token });
    expect(mine.body.data.attendancies[0]).toMatchObject({ order_id: orderId, status: 3 });
    const day = await t.call(
      'appointments/day',
      { service_supplier_id: 'supplier-pedro', date: dayFromToday(3) },
      { place: CLINIC },
    );
    expect(day.body.data.appointments.find((a: { _id: string }) => a._id === slot).free).toBe(true);
  });

  it('50 patients ordering the same last time at once: exactly 1 order and 1 booking', async () => {
    const slot = await newSlot('supplier-pedro', 4);
    const patients = [];
    for (let i = 0; i < 50; i++) patients.push(await newPatient(t, CLINIC, `Paciente Fila ${i}`));
    const results = await Promise.all(
      patients.map((p) => t.call('v2/orderdelivery', orderBody(p.phone, slot), { place: CLINIC, token: p.token })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body.error.code).toBe('appointment_taken');
    const agenda = await t.call(
      'attendancies/supplier',
      { service_supplier_id: 'supplier-pedro', from: dayFromToday(4), to: dayFromToday(4) },
      { place: CLINIC, ...staff },
    );
    expect(
      agenda.body.data.attendancies.filter((a: { appointment_id: string }) => a.appointment_id === slot),
    ).toHaveLength(1);
  });
});
