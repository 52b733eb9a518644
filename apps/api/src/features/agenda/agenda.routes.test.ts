import { slotInstant } from '@app/domain/agenda/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth } from '../../test/logins.ts';
import { ids, insertOrder } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createAgendaRepo } from './agenda.repo.ts';
import { createAgendaService } from './agenda.service.ts';

const CANTINA = DEMO.places[0];
let t: TestApp;
let cantinaId: string;
let customerId: string;
let customer: { token: string; place: string };

beforeAll(async () => {
  t = await createTestApp();
  const found = await ids(t);
  cantinaId = found.place(CANTINA);
  customerId = await found.user(DEMO.customer.phone);
  customer = { token: (await customerAuth(t, CANTINA, '10.92.0.1')).token, place: CANTINA };
});
afterAll(() => t.close());

// A fixed "now": Monday 24/11/2025 10:00 in São Paulo.
const now = new Date('2025-11-24T13:00:00Z');
const service = () => createAgendaService({ database: t.database, agenda: createAgendaRepo(), now: () => now });

describe('getagenda', () => {
  it('answers delivery and pickup days with future hours (São Paulo), from the place settings', async () => {
    const res = await t.call('getagenda', {}, customer);
    expect(res.status).toBe(200);
    const { delivery, pickup } = res.body.data;
    expect(delivery.length).toBeGreaterThanOrEqual(6);
    expect(pickup.length).toBe(delivery.length);
    expect(delivery[0].day).toMatch(/^(dom|seg|ter|qua|qui|sex|sáb)\., \d{2}\/\d{2}$/);
    expect(delivery[0].day_server).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const first = delivery[0].hours[0];
    expect(first.option).toMatch(/^\d{2}:\d{2}$/);
    expect(new Date(first.at).getTime()).toBeGreaterThan(Date.now());
  });

  it('lists today from 11:00 with the lead time, and drops a slot once its capacity is taken', async () => {
    const agenda = service();
    const before = await agenda.readAgenda({ place: { id: cantinaId, slug: CANTINA } } as never, {});
    expect(before.delivery[0]).toMatchObject({ day: 'seg., 24/11', day_server: '2025-11-24' });
    expect(before.delivery[0]?.hours[0]).toEqual({ option: '11:00', at: '2025-11-24T11:00:00-03:00' });
    const at = slotInstant('2025-11-24', '12:00');
    for (let i = 0; i < 3; i++) await insertOrder(t, cantinaId, customerId, { scheduledFor: at, pickup: false });
    await insertOrder(t, cantinaId, customerId, { scheduledFor: at, pickup: false, status: 5 }); // cancelled: frees
    const after = await agenda.readAgenda({ place: { id: cantinaId, slug: CANTINA } } as never, {});
    expect(after.delivery[0]?.hours.map((h) => h.option)).not.toContain('12:00');
    expect(after.pickup[0]?.hours.map((h) => h.option)).toContain('12:00');
  });

  it('assertSlotAvailable refuses full slots, non-slots and times inside the lead time', async () => {
    const agenda = service();
    const check = (kind: 'delivery' | 'pickup', at: Date) =>
      t.database.inPlace(cantinaId, (tx) => agenda.assertSlotAvailable(tx, { placeId: cantinaId, kind, at }));
    await expect(check('delivery', slotInstant('2025-11-24', '12:00'))).rejects.toMatchObject({
      message: 'Este horário não está mais disponível. Escolha um horário.',
    });
    await expect(check('pickup', slotInstant('2025-11-24', '12:00'))).resolves.toBeUndefined();
    await expect(check('delivery', slotInstant('2025-11-24', '12:10'))).rejects.toMatchObject({
      code: 'agenda_slot_taken',
    });
    await expect(check('delivery', slotInstant('2025-11-24', '10:30'))).rejects.toMatchObject({
      code: 'agenda_slot_taken',
    });
    await expect(check('delivery', slotInstant('2025-12-20', '12:00'))).rejects.toMatchObject({
      code: 'agenda_slot_taken',
    });
  });

  it('a place without an agenda answers empty lists', async () => {
    const res = await t.call('getagenda', {}, { token: customer.token, place: DEMO.places[1] });
    expect(res.body.data).toEqual({ delivery: [], pickup: [] });
  });
});
