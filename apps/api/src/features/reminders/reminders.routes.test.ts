import { localParts } from '@app/domain/scheduling/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { startLocalPushService } from '../../integrations/push/local-push-service.ts';
import { slotTimes } from '../../test/clinic-slots.ts';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newPatient } from '../scheduling/scheduling.test-helpers.ts';
import { createRemindersRepo } from './reminders.repo.ts';
import { createRemindersService } from './reminders.service.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
const SUPPLIER = 'supplier-lembrete';
const HOUR = 60 * 60 * 1000;
let t: TestApp;
let manager: StaffAuth;
let pedro: StaffAuth;
let cantinaManager: StaffAuth;
let ana: Awaited<ReturnType<typeof newPatient>>;
let bruno: Awaited<ReturnType<typeof newPatient>>;

const asStaff = (s: StaffAuth) => ({ place: CLINIC, ...s });
const asPatient = (p: { token: string }) => ({ place: CLINIC, token: p.token });

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.176.0.1');
  pedro = await staffAuth(t, CLINIC, '10.176.0.2', DEMO.supplier);
  cantinaManager = await staffAuth(t, CANTINA, '10.176.0.3');
  ana = await newPatient(t, CLINIC, 'Ana Lembrete');
  bruno = await newPatient(t, CLINIC, 'Bruno Espera');
  const res = await t.call(
    'servicesupplier/update',
    {
      service_supplier_id: SUPPLIER,
      name: 'Dra. Helena Lembrete',
      services: [{ name: 'Consulta', duration_minutes: 30, price_cents: 15000 }],
      working_hours: [],
    },
    asStaff(manager),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => t.close());

/** A slot of the test supplier starting about `hours` from now (on a 5-minute mark), booked by `who`. */
async function booking(hours: number, who: { token: string }) {
  const times = slotTimes(new Date(Math.ceil((Date.now() + hours * HOUR) / (5 * 60_000)) * 5 * 60_000));
  const slot = await t.call(
    'appointments/create',
    { service_supplier_id: SUPPLIER, date: times.date, start: times.start, end: times.end },
    asStaff(manager),
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  const booked = await t.call(
    'attendancies/create',
    { appointment_id: slot.body.data.appointments[0]._id },
    asPatient(who),
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return booked.body.data.attendancy as { _id: string; starts_at: string };
}

/** The confirm and cancel tokens of the last reminder texted to `phone`. */
function reminderTokens(phone: string) {
  const text = [...t.sent].reverse().find((m) => m.to === `55${phone}` && m.text.includes('/lembrete/'))?.text ?? '';
  const tokens = [...text.matchAll(/\/lembrete\/([\w-]+)/g)].map((m) => m[1] as string);
  return { text, confirm: tokens[0] ?? '', cancel: tokens[1] ?? '' };
}

describe('day-before reminders with confirm and cancel links', () => {
  it('sends no SMS when the clinic reminds by WhatsApp only (decision 212)', async () => {
    const placeId = (
      (await t.database.db.execute(sql`select id from places where slug = ${CLINIC}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]?.id as string;
    const channel = (c: string) =>
      t.database.db.execute(sql`insert into whatsapp_place_settings (place_id, reminder_channel) values (${placeId}, ${c})
        on conflict (place_id) do update set reminder_channel = excluded.reminder_channel`);
    await channel('whatsapp');
    const carla = await newPatient(t, CLINIC, 'Carla Só WhatsApp');
    await booking(16, carla);
    const before = t.sent.length;
    await containerOf(t.app).reminders.sendReminders();
    expect(t.sent.slice(before).some((m) => m.to === `55${carla.phone}`)).toBe(false);
    await channel('sms');
  });

  it('texts one reminder per booking; the cancel link works once, frees the slot for the waitlist', async () => {
    const mine = await booking(12, ana);
    const reminders = containerOf(t.app).reminders;
    expect(await reminders.sendReminders()).toBeGreaterThan(0);
    const { text, confirm, cancel } = reminderTokens(ana.phone);
    expect(text).toContain('Dra. Helena Lembrete');
    expect(text).toContain(`/p/${CLINIC}/lembrete/`);
    expect(confirm).not.toBe(cancel);
    // A second round does not text the same booking again.
    const before = t.sent.length;
    await reminders.sendReminders();
    expect(t.sent.slice(before).some((m) => m.to === `55${ana.phone}`)).toBe(false);

    const read = await t.call('reminders/link', { token: cancel }, { place: CLINIC });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ action: 'cancel', attendancy: { _id: mine._id, status: 0 } });
    // The token is bound to its place.
    const elsewhere = await t.call('reminders/link', { token: cancel }, { place: CANTINA });
    expect(elsewhere.status).toBe(404);

    const joined = await t.call(
      'waitlist/join',
      {
        service_supplier_id: SUPPLIER,
        from: localParts(new Date()).date,
        to: localParts(new Date(Date.now() + 48 * HOUR)).date,
      },
      asPatient(bruno),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.entry).toMatchObject({ service_supplier_id: SUPPLIER, username: null, offered_at: null });

    const used = await t.call('reminders/use', { token: cancel }, { place: CLINIC });
    expect(used.status).toBe(200);
    expect(used.body.data).toMatchObject({ message: 'cancelled', attendancy: { _id: mine._id, status: 3 } });
    const again = await t.call('reminders/use', { token: cancel }, { place: CLINIC });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Este link não é mais válido. Fale com a clínica.');
    // The sibling link of the same reminder is spent too.
    expect((await t.call('reminders/use', { token: confirm }, { place: CLINIC })).status).toBe(404);

    expect(await reminders.offerWaitlist()).toBe(1);
    const offer = [...t.sent].reverse().find((m) => m.to === `55${bruno.phone}`);
    expect(offer?.text).toContain(`/p/${CLINIC}/agendar/${SUPPLIER}`);
    expect(await reminders.offerWaitlist()).toBe(0);
    const list = await t.call('waitlist/list', {}, asPatient(bruno));
    expect(list.body.data.entries[0].offered_at).not.toBeNull();
  });

  it('the confirm link schedules a pending booking; a bad token is a 400, an unknown one a 404', async () => {
    const mine = await booking(13, ana);
    await containerOf(t.app).reminders.sendReminders();
    const { confirm } = reminderTokens(ana.phone);
    const used = await t.call('reminders/use', { token: confirm }, { place: CLINIC });
    expect(used.body.data).toMatchObject({ message: 'confirmed', attendancy: { _id: mine._id, status: 1 } });
    expect((await t.call('reminders/use', { token: 'curto' }, { place: CLINIC })).status).toBe(400);
    expect((await t.call('reminders/link', { token: 'x'.repeat(43) }, { place: CLINIC })).status).toBe(404);
  });

  it('a booking still open a day after its end is marked lost (no-show)', async () => {
    const mine = await booking(14, ana);
    const later = createRemindersService({
      database: t.database,
      reminders: createRemindersRepo(),
      sms: { send: async () => {} },
      now: () => new Date(Date.parse(mine.starts_at) + 26 * HOUR),
    });
    expect(await later.markNoShows()).toBeGreaterThan(0);
    const lost = await t.call('attendancies/list', {}, asPatient(ana));
    const row = lost.body.data.attendancies.find((a: { _id: string }) => a._id === mine._id);
    expect(row.status).toBe(3);
  });
});

describe('waitlist', () => {
  it('refuses bad days, unknown suppliers; staff see the names, patients only their own entries', async () => {
    const today = localParts(new Date()).date;
    const reversed = await t.call(
      'waitlist/join',
      { service_supplier_id: SUPPLIER, from: today, to: '2000-01-01' },
      asPatient(ana),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.message).toBe('A data final deve ser igual ou depois da inicial.');
    const past = await t.call(
      'waitlist/join',
      { service_supplier_id: SUPPLIER, from: '2001-01-01', to: today },
      asPatient(ana),
    );
    expect(past.body.error.message).toBe('Escolha uma data de hoje em diante.');
    const unknown = await t.call(
      'waitlist/join',
      { service_supplier_id: 'supplier-ninguem', from: today, to: today },
      asPatient(ana),
    );
    expect(unknown.status).toBe(404);
    const ok = await t.call('waitlist/join', { service_supplier_id: SUPPLIER, from: today, to: today }, asPatient(ana));
    expect(ok.status).toBe(200);
    const staff = await t.call('waitlist/supplier', { service_supplier_id: SUPPLIER }, asStaff(manager));
    expect(staff.body.data.entries.map((e: { username: string }) => e.username)).toContain('Ana Lembrete');
    // A patient, a supplier of another agenda and staff of another place are refused.
    expect((await t.call('waitlist/supplier', { service_supplier_id: SUPPLIER }, asPatient(ana))).status).toBe(403);
    expect((await t.call('waitlist/supplier', { service_supplier_id: SUPPLIER }, asStaff(pedro))).status).toBe(403);
    const cantina = await t.call('waitlist/supplier', { service_supplier_id: SUPPLIER }, asStaff(cantinaManager));
    expect(cantina.status).toBe(403);
    // Bruno cannot remove Ana's entry; Ana can.
    const entry = ok.body.data.entry._id;
    expect((await t.call('waitlist/leave', { id: entry }, asPatient(bruno))).status).toBe(404);
    expect((await t.call('waitlist/leave', { id: entry }, asPatient(ana))).status).toBe(200);
  });
});

describe('calendar feed', () => {
  it("serves a supplier's bookings as .ics at an unguessable address until revoked", async () => {
    await booking(30, bruno);
    const created = await t.call('calendarfeed/create', { service_supplier_id: SUPPLIER }, asStaff(manager));
    expect(created.status).toBe(200);
    const url = new URL(created.body.data.url, 'http://localhost');
    const feed = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('Consulta: Bruno Espera (a confirmar)');
    // A new address replaces the old one; revoking stops every address.
    const second = await t.call('calendarfeed/create', { service_supplier_id: SUPPLIER }, asStaff(manager));
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const revoked = await t.call('calendarfeed/revoke', { service_supplier_id: SUPPLIER }, asStaff(manager));
    expect(revoked.body.data.revoked).toBe(1);
    const secondPath = new URL(second.body.data.url, 'http://localhost').pathname;
    expect((await t.app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nada.ics' })).statusCode).toBe(404);
  });

  it('a supplier gets only their own feed; patients and other places are refused', async () => {
    expect(
      (await t.call('calendarfeed/create', { service_supplier_id: 'supplier-pedro' }, asStaff(pedro))).status,
    ).toBe(200);
    expect((await t.call('calendarfeed/create', { service_supplier_id: SUPPLIER }, asStaff(pedro))).status).toBe(403);
    expect((await t.call('calendarfeed/create', { service_supplier_id: SUPPLIER }, asPatient(ana))).status).toBe(403);
    const other = await t.call('calendarfeed/create', { service_supplier_id: SUPPLIER }, asStaff(cantinaManager));
    expect(other.status).toBe(403);
  });
});

describe('POST /dev/jobs/{name} (sandbox)', () => {
  it('runs a clinic job now for loopback callers only; an unknown job is a 404', async () => {
    const run = await t.app.inject({ method: 'POST', url: '/dev/jobs/clinic-no-shows' });
    expect(run.statusCode).toBe(200);
    expect(typeof run.json().data.count).toBe('number');
    const remote = await t.app.inject({
      method: 'POST',
      url: '/dev/jobs/clinic-reminders',
      remoteAddress: '203.0.113.5',
    });
    expect(remote.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/dev/jobs/anything' })).statusCode).toBe(404);
  });
});

describe('the reminder as a push', () => {
  it("reaches the devices where the patient allowed notifications, with 'ver agendamento'", async () => {
    const pushService = await startLocalPushService();
    try {
      const carla = await newPatient(t, CLINIC, 'Carla Aviso');
      const subscription = pushService.subscribe();
      const registered = await t.call(
        'registerdevice',
        { push_token: JSON.stringify(subscription), os: 2, type: 2 },
        asPatient(carla),
      );
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      await booking(20, carla);
      await containerOf(t.app).reminders.sendReminders();
      const push = await pushService.waitFor((p) => p.subscription === subscription.endpoint.split('/').pop());
      expect(JSON.parse(push.text)).toMatchObject({
        kind: 'appointment',
        body: expect.stringMatching(/^Lembrete: seu horário é /),
        actions: [{ title: 'ver agendamento' }, { title: 'fechar' }],
      });
    } finally {
      await pushService.close();
    }
  });
});
