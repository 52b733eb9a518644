import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { type LocalPushService, startLocalPushService } from '../../integrations/push/local-push-service.ts';
import { staffAuth } from '../../test/logins.ts';
import { insertOrder } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { tableCodeOf } from '../open-orders/open-orders.test-helpers.ts';
import { newCustomer, placeIdOf, setPlace } from '../orders/orders.test-helpers.ts';

// Web Push end to end (decision 101): subscriptions go to a local push service, which checks the
// VAPID signature and decrypts each message as a browser would.
const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let pushService: LocalPushService;
let cantinaId: string;
let portoId: string;

beforeAll(async () => {
  t = await createTestApp();
  pushService = await startLocalPushService();
  cantinaId = await placeIdOf(t, CANTINA);
  portoId = await placeIdOf(t, PORTO);
  await setPlace(t, portoId, { businessHours: [] });
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;

type Payload = { kind: string; title: string; body: string; url: string; tag: string; actions: { title: string }[] };
const read = (text: string) => JSON.parse(text) as Payload;

async function subscribe(auth: { token: string; managerToken?: string; place: string }) {
  const subscription = pushService.subscribe();
  const res = await t.call('registerdevice', { push_token: JSON.stringify(subscription), os: 2, type: 2 }, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return subscription;
}

describe('push/publickey', () => {
  it('answers one VAPID key, made once and kept in the database', async () => {
    const first = await t.call('push/publickey', {});
    expect(first.status).toBe(200);
    expect(first.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.call('push/publickey', {}, { place: CANTINA })).body.data).toEqual(first.body.data);
    const kept = await rows<{ public_key: string }>(sql`select public_key from push_vapid_keys`);
    expect(kept).toEqual([{ public_key: first.body.data.public_key }]);
  });
});

describe('order status changes', () => {
  it("reach the customer's browser as 'Pedido #n: Saiu para entrega', signed with the server's key, once", async () => {
    const ana = await newCustomer(t, CANTINA, 'Ana Push');
    const sub = await subscribe({ token: ana.token, place: CANTINA });
    const stored = await rows<{ audience: string; place_id: string }>(
      sql`select audience, place_id from push_subscriptions where user_id = ${ana.userId}`,
    );
    expect(stored).toEqual([{ audience: 'customer', place_id: cantinaId }]);

    const order = await insertOrder(t, cantinaId, ana.userId, { status: 1, deliveryType: 1 });
    const staff = await staffAuth(t, CANTINA, '10.77.0.1');
    const out = await t.call('admin/updateorder', { order_id: order.id, status: 3 }, { place: CANTINA, ...staff });
    expect(out.status, JSON.stringify(out.body)).toBe(200);

    const push = await pushService.waitFor((p) => p.subscription === sub.endpoint.split('/').pop());
    const payload = read(push.text);
    expect(payload).toMatchObject({
      kind: 'order',
      title: 'Cantina da Praça',
      body: `Pedido #${order.number}: Saiu para entrega`,
      url: `/p/${CANTINA}/meu-pedido/${order.id}`,
      tag: `order-${order.id}`,
      actions: [
        { action: 'open', title: 'ver pedido' },
        { action: 'close', title: 'fechar' },
      ],
    });
    expect(push.vapidKey).toBe((await t.call('push/publickey', {})).body.data.public_key);
    expect(push.urgency).toBe('high');

    // The same status announced again (a payment update, another instance): no second message.
    const before = pushService.received.length;
    containerOf(t.app).events.publish({
      type: 'order',
      place_id: cantinaId,
      user_id: ana.userId,
      order_id: order.id,
      status: 3,
      number: order.number,
      payment_status: null,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(pushService.received.length).toBe(before);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const bia = await newCustomer(t, CANTINA, 'Bia Push');
    const sub = await subscribe({ token: bia.token, place: CANTINA });
    pushService.forget(sub.endpoint);
    const order = await insertOrder(t, cantinaId, bia.userId, { status: 2, deliveryType: 1 });
    const staff = await staffAuth(t, CANTINA, '10.77.0.2');
    await t.call('admin/updateorder', { order_id: order.id, status: 1 }, { place: CANTINA, ...staff });
    await expect
      .poll(async () => rows(sql`select 1 from push_subscriptions where user_id = ${bia.userId}`), { timeout: 5_000 })
      .toHaveLength(0);
  });

  it('appointment reminders reach the patient through the same path', async () => {
    const caio = await newCustomer(t, CANTINA, 'Caio Push');
    const sub = await subscribe({ token: caio.token, place: CANTINA });
    const sent = await containerOf(t.app).push.notifyAppointmentReminder({
      placeId: cantinaId,
      userId: caio.userId,
      appointmentId: '00000000-0000-4000-8000-000000000001',
      startsAt: new Date('2030-03-04T17:30:00Z'),
    });
    expect(sent).toBe(1);
    const push = await pushService.waitFor((p) => p.subscription === sub.endpoint.split('/').pop());
    expect(read(push.text)).toMatchObject({
      kind: 'appointment',
      body: 'Lembrete: seu horário é 04/03/2030 - 14h30.',
      actions: [{ title: 'ver agendamento' }, { title: 'fechar' }],
    });
  });
});

describe('waiter calls and bill requests', () => {
  it("reach the place's floor staff only, with 'ver conta'", async () => {
    const staff = await staffAuth(t, PORTO, '10.77.0.3');
    const staffSub = await subscribe({ place: PORTO, ...staff });
    const stored = await rows<{ audience: string }>(
      sql`select audience from push_subscriptions where endpoint = ${staffSub.endpoint}`,
    );
    expect(stored).toEqual([{ audience: 'staff' }]);
    // A guest's own browser, and the Cantina's staff, hear nothing of the Porto's tables.
    const guest = await newCustomer(t, PORTO, 'Davi Push');
    const guestSub = await subscribe({ token: guest.token, place: PORTO });
    const cantinaStaff = await staffAuth(t, CANTINA, '10.77.0.4');
    const otherPlaceSub = await subscribe({ place: CANTINA, ...cantinaStaff });

    const table_code = await tableCodeOf(t, { place: PORTO, ...staff }, 'Mesa 6');
    const opened = await t.call('openorder/assign', { number: '6', table_code }, { place: PORTO, token: guest.token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const account = opened.body.data.order;
    expect((await t.call('makerequest', { order_id: account._id }, { place: PORTO, token: guest.token })).status).toBe(
      200,
    );
    const id = (s: { endpoint: string }) => s.endpoint.split('/').pop();
    const call = await pushService.waitFor((p) => p.subscription === id(staffSub) && p.text.includes('garçom'));
    expect(read(call.text)).toMatchObject({
      kind: 'open-order',
      title: 'Bar e Pousada do Porto',
      body: 'Mesa 6 chamou o garçom.',
      url: `/p/${PORTO}/pedidos-em-aberto`,
      actions: [{ title: 'ver conta' }, { title: 'fechar' }],
    });
    const bill = await t.call(
      'requestbill',
      { order_id: account._id, service_fee_percent: 10 },
      { place: PORTO, token: guest.token },
    );
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const asked = await pushService.waitFor((p) => p.subscription === id(staffSub) && p.text.includes('conta.'));
    expect(read(asked.text).body).toBe('Mesa 6 pediu a conta.');
    expect(pushService.received.filter((p) => p.subscription === id(guestSub))).toHaveLength(0);
    expect(pushService.received.filter((p) => p.subscription === id(otherPlaceSub))).toHaveLength(0);
  });
});

describe('registerdevice with a Web Push subscription', () => {
  it("refuses a push service that is not a browser vendor's, with the field named", async () => {
    const eva = await newCustomer(t, CANTINA, 'Eva Push');
    const sub = { ...pushService.subscribe(), endpoint: 'https://169.254.169.254/latest/meta-data' };
    const res = await t.call(
      'registerdevice',
      { push_token: JSON.stringify(sub) },
      { token: eva.token, place: CANTINA },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('Este navegador não pode receber notificações deste servidor.');
    expect(await rows(sql`select 1 from push_subscriptions where user_id = ${eva.userId}`)).toHaveLength(0);
  });

  it('registers nothing while staff act as the customer', async () => {
    const fabio = await newCustomer(t, CANTINA, 'Fabio Push');
    const staff = await staffAuth(t, CANTINA, '10.77.0.5');
    const acting = await t.call('managerlogin', { user_id: fabio.userId }, { place: CANTINA, ...staff });
    expect(acting.status, JSON.stringify(acting.body)).toBe(200);
    const token = acting.body.data.token as string;
    const res = await t.call(
      'registerdevice',
      { push_token: JSON.stringify(pushService.subscribe()) },
      { token, place: CANTINA },
    );
    expect(res.body.data).toEqual({ done: true });
    expect(await rows(sql`select 1 from push_subscriptions where user_id = ${fabio.userId}`)).toHaveLength(0);
  });

  it("a manager token of another place makes no staff subscription: the Cantina's manager at the Porto is a customer there", async () => {
    const cantinaStaff = await staffAuth(t, CANTINA, '10.77.0.6');
    const sub = await subscribe({ place: PORTO, ...cantinaStaff });
    const stored = await rows<{ audience: string; place_id: string }>(
      sql`select audience, place_id from push_subscriptions where endpoint = ${sub.endpoint}`,
    );
    expect(stored).toEqual([{ audience: 'customer', place_id: portoId }]);
  });

  it('keeps a native device token as before', async () => {
    const gil = await newCustomer(t, CANTINA, 'Gil Push');
    const res = await t.call(
      'registerdevice',
      { push_token: 'fcm-native-token' },
      { token: gil.token, place: CANTINA },
    );
    expect(res.body.data).toEqual({ done: true });
    expect(await rows(sql`select 1 from devices where user_id = ${gil.userId}`)).toHaveLength(1);
  });
});
