import { type ReminderChannel, remindsBySms, remindsByWhatsapp } from '@app/domain/automatic-messages/rules';
import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { localParts } from '@app/domain/scheduling/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import type { WhatsappPort } from '../../integrations/whatsapp/index.ts';
import { SANDBOX_NUMBERS, SANDBOX_TEMPLATES } from '../../integrations/whatsapp/sandbox.ts';
import { slotTimes } from '../../test/clinic-slots.ts';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createRemindersRepo } from '../reminders/reminders.repo.ts';
import { newPatient } from '../scheduling/scheduling.test-helpers.ts';
import { createAppointmentRemindersRepo } from './appointment-reminders.repo.ts';
import { createAppointmentRemindersService, REMINDER_SEND_JOB } from './appointment-reminders.service.ts';
import { createAutomaticMessagesRepo } from './automatic-messages.repo.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
const NUMBER = SANDBOX_NUMBERS[0]?.id as string;
const SUPPLIER = 'supplier-lembrete-zap';
const HOUR = 60 * 60 * 1000;
let t: TestApp;
let manager: StaffAuth;
let cantinaManager: StaffAuth;
let clinicId: string;
const asStaff = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });

/** What reached "Meta": one entry per message actually sent. */
const sent: { to: string; text: string }[] = [];
const provider: WhatsappPort = {
  listNumbers: async () => SANDBOX_NUMBERS,
  listTemplates: async () => SANDBOX_TEMPLATES,
  async sendTemplate(message) {
    sent.push({ to: message.to, text: message.text });
    return { messageId: `wamid.R${sent.length}` };
  },
};
/** The jobs the service queued, with their options (the due time). */
const queued: {
  name: string;
  data: Record<string, unknown>;
  options?: { singletonKey?: string; startAfter?: Date };
}[] = [];
let clock = new Date();
const repo = createAppointmentRemindersRepo();
const service = () =>
  createAppointmentRemindersService({
    database: t.database,
    repo,
    messages: createAutomaticMessagesRepo(),
    whatsapp: provider,
    queue: async (name, data, options) => {
      queued.push({ name, data, options });
    },
    now: () => clock,
  });

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.190.0.1');
  cantinaManager = await staffAuth(t, CANTINA, '10.190.0.2');
  clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;
  const res = await t.call(
    'servicesupplier/update',
    {
      service_supplier_id: SUPPLIER,
      name: 'Dra. Íris Zap',
      services: [{ name: 'Consulta', duration_minutes: 30, price_cents: 15000 }],
      working_hours: [],
    },
    asStaff(manager),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => t.close());

/** An app user with a patient record of the clinic (phone given), consenting to messages or not. */
async function patient(name: string, phone: string, consent: boolean) {
  const user = await newPatient(t, CLINIC, name);
  const created = await t.call('patients/create', { full_name: name, phone, user_id: user.userId }, asStaff(manager));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const patientId = created.body.data.patient._id as string;
  if (consent) await setConsent(patientId, true);
  return { ...user, patientId, phone };
}

async function setConsent(patientId: string, granted: boolean) {
  const res = await t.call(
    'patients/consent',
    { patient_id: patientId, purpose: 'messages', granted, text_version: CONSENT_TEXT_VERSION.messages },
    asStaff(manager),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let slotMinutes = 0;
/** A free slot of the test supplier about `hours` from now (distinct minutes so slots never clash). */
async function slot(hours: number) {
  slotMinutes += 35;
  const times = slotTimes(
    new Date(Math.ceil((Date.now() + hours * HOUR) / (5 * 60_000)) * 5 * 60_000 + slotMinutes * 60_000),
  );
  const res = await t.call(
    'appointments/create',
    { service_supplier_id: SUPPLIER, date: times.date, start: times.start, end: times.end },
    asStaff(manager),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.appointments[0]._id as string;
}

async function book(hours: number, who: { token: string }) {
  const booked = await t.call(
    'attendancies/create',
    { appointment_id: await slot(hours) },
    { place: CLINIC, token: who.token },
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const a = booked.body.data.attendancy as { _id: string; starts_at: string };
  return { id: a._id, startsAt: new Date(a.starts_at) };
}

const rows = (attendancyId: string) => t.database.inPlace(clinicId, (tx) => repo.ofBooking(tx, clinicId, attendancyId));
/** The clock at which a booking's reminder (24 h before) is half an hour away: within the plan window. */
const beforeDue = (startsAt: Date, minutes = 30) => new Date(startsAt.getTime() - 24 * HOUR - minutes * 60_000);

describe('automaticmessages/reminders (the clinic setting)', () => {
  it('defaults to off and 24 hours; a manager turns it on with a number and hours', async () => {
    const initial = await t.call('automaticmessages/reminders', {}, asStaff(manager));
    expect(initial.status).toBe(200);
    expect(initial.body.data).toMatchObject({ numberId: null, hours: 24, template_found: true });
    const set = await t.call('automaticmessages/reminders/set', { numberId: NUMBER, hours: 24 }, asStaff(manager));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ numberId: NUMBER, hours: 24, channel: 'whatsapp' });
  });

  it('is one choice for the clinic: SMS, WhatsApp, both or none, honoured by both senders (decision 212)', async () => {
    expect((await t.call('automaticmessages/reminders', {}, asStaff(manager))).body.data.channel).toBe('whatsapp');
    const bad = await t.call(
      'automaticmessages/reminders/set',
      { numberId: NUMBER, hours: 24, channel: 'pigeon' },
      asStaff(manager),
    );
    expect(bad.status).toBe(400);
    const cases = [
      { channel: 'both', numberId: NUMBER, sms: true, whatsapp: true },
      { channel: 'sms', numberId: NUMBER, sms: true, whatsapp: false },
      { channel: 'none', numberId: NUMBER, sms: false, whatsapp: false },
      { channel: 'whatsapp', numberId: null, sms: false, whatsapp: false },
      { channel: 'whatsapp', numberId: NUMBER, sms: false, whatsapp: true },
    ] as const;
    for (const c of cases) {
      const set = await t.call(
        'automaticmessages/reminders/set',
        { numberId: c.numberId, hours: 24, channel: c.channel },
        asStaff(manager),
      );
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const channel = set.body.data.channel as ReminderChannel;
      expect(channel).toBe(c.numberId ? c.channel : 'none');
      expect({ sms: remindsBySms(channel), whatsapp: remindsByWhatsapp(channel) }).toEqual({
        sms: c.sms,
        whatsapp: c.whatsapp,
      });
      const stored = await t.database.inPlace(clinicId, (tx) => createRemindersRepo().reminderChannel(tx, clinicId));
      expect(stored).toBe(channel);
      // The WhatsApp planner plans nothing when the choice leaves WhatsApp out.
      if (!c.whatsapp) expect(await service().plan(clinicId)).toEqual([]);
    }
  });

  it('refuses hours out of 1–72, a number of another place, customers and other places', async () => {
    for (const hours of [0, 73, 1.5]) {
      const bad = await t.call('automaticmessages/reminders/set', { numberId: NUMBER, hours }, asStaff(manager));
      expect(bad.status).toBe(400);
    }
    const taken = await t.call(
      'automaticmessages/reminders/set',
      { numberId: NUMBER, hours: 24 },
      asStaff(cantinaManager, CANTINA),
    );
    expect(taken.status).toBe(404);
    const customer = await customerAuth(t, CLINIC, '10.190.0.3');
    expect((await t.call('automaticmessages/reminders', {}, { place: CLINIC, token: customer.token })).status).toBe(
      403,
    );
    expect((await t.call('automaticmessages/reminders', {}, asStaff(cantinaManager, CLINIC))).status).toBe(403);
  });
});

describe('appointment reminders by WhatsApp on the job queue', () => {
  it('plans one reminder N hours before, queued for its due time, sent once', async () => {
    const ana = await patient('Ana Zap Lembrete', '11955501001', true);
    const b = await book(30, ana);
    // Six hours before its due time: nothing planned yet.
    clock = new Date();
    await service().plan(clinicId);
    expect(await rows(b.id)).toHaveLength(0);

    clock = beforeDue(b.startsAt);
    await service().plan(clinicId);
    const [row] = await rows(b.id);
    expect(row).toMatchObject({ status: 'scheduled', numberId: NUMBER });
    expect(row?.dueAt.getTime()).toBe(b.startsAt.getTime() - 24 * HOUR);
    const job = queued.find((q) => q.data.reminderId === row?.id);
    expect(job).toMatchObject({ name: REMINDER_SEND_JOB, data: { placeId: clinicId } });
    expect(job?.options?.startAfter?.getTime()).toBe(row?.dueAt.getTime());

    // A job run early (a clock skew) sends nothing; at the due time it sends.
    expect(await service().sendJob(job?.data ?? {})).toBe('early');
    clock = new Date(b.startsAt.getTime() - 24 * HOUR);
    expect(await service().sendJob(job?.data ?? {})).toBe('sent');
    const mine = sent.filter((m) => m.to === '5511955501001');
    expect(mine).toHaveLength(1);
    const local = localParts(b.startsAt);
    expect(mine[0]?.text).toContain('Olá, Ana! Lembramos da sua consulta com Dra. Íris Zap');
    expect(mine[0]?.text).toContain(local.hour);

    // Never twice: the job again, another sweep, a doubled job.
    expect(await service().sendJob(job?.data ?? {})).toBe('skipped');
    await service().plan(clinicId);
    await service().planAll();
    expect(await service().sendJob(job?.data ?? {})).toBe('skipped');
    expect(sent.filter((m) => m.to === '5511955501001')).toHaveLength(1);
    expect(await rows(b.id)).toHaveLength(1);
    expect((await rows(b.id))[0]).toMatchObject({
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\.R/),
    });
  });

  it('not for a patient without consent, nor after the consent is withdrawn', async () => {
    const bia = await patient('Bia Sem Consentimento', '11955501002', false);
    const b = await book(31, bia);
    clock = beforeDue(b.startsAt);
    await service().plan(clinicId);
    expect(await rows(b.id)).toHaveLength(0);

    const caio = await patient('Caio Desiste', '11955501003', true);
    const c = await book(32, caio);
    clock = beforeDue(c.startsAt);
    await service().plan(clinicId);
    const [row] = await rows(c.id);
    expect(row?.status).toBe('scheduled');
    await setConsent(caio.patientId, false);
    clock = new Date(c.startsAt.getTime() - 24 * HOUR);
    expect(await service().sendJob({ placeId: clinicId, reminderId: row?.id })).toBe('skipped');
    expect((await rows(c.id))[0]?.status).toBe('cancelled');
    expect(sent.filter((m) => m.to === '5511955501002' || m.to === '5511955501003')).toHaveLength(0);
  });

  it('a cancelled booking gets none: its planned reminder is cancelled', async () => {
    const davi = await patient('Davi Cancela', '11955501004', true);
    const d = await book(33, davi);
    clock = beforeDue(d.startsAt);
    await service().plan(clinicId);
    const [row] = await rows(d.id);
    expect(row?.status).toBe('scheduled');
    const cancel = await t.call('attendancies/update', { attendancy_id: d.id, status: 3 }, asStaff(manager));
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // The next sweep cancels it; the job, had it run first, would have found the booking cancelled too.
    await service().plan(clinicId);
    expect((await rows(d.id))[0]?.status).toBe('cancelled');
    clock = new Date(d.startsAt.getTime() - 24 * HOUR);
    expect(await service().sendJob({ placeId: clinicId, reminderId: row?.id })).toBe('skipped');
    expect(sent.filter((m) => m.to === '5511955501004')).toHaveLength(0);
  });

  it('a rescheduled booking: the old reminder is cancelled, a new one planned for the new time, one sent', async () => {
    const eva = await patient('Eva Remarca', '11955501005', true);
    const e = await book(34, eva);
    clock = beforeDue(e.startsAt);
    await service().plan(clinicId);
    const [old] = await rows(e.id);
    const moved = await t.call(
      'attendancies/update',
      { attendancy_id: e.id, appointment_id: await slot(40) },
      asStaff(manager),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const newStart = new Date(moved.body.data.attendancy.starts_at);
    expect(newStart.getTime()).not.toBe(e.startsAt.getTime());

    // Even before any sweep, the old job finds the booking moved and sends nothing.
    clock = new Date(e.startsAt.getTime() - 24 * HOUR);
    expect(await service().sendJob({ placeId: clinicId, reminderId: old?.id })).toBe('skipped');
    clock = beforeDue(newStart);
    await service().plan(clinicId);
    const all = await rows(e.id);
    expect(all.map((r) => r.status)).toEqual(['cancelled', 'scheduled']);
    expect(all[1]?.startsAt.getTime()).toBe(newStart.getTime());
    expect(all[1]?.dueAt.getTime()).toBe(newStart.getTime() - 24 * HOUR);
    clock = new Date(newStart.getTime() - 24 * HOUR);
    expect(await service().sendJob({ placeId: clinicId, reminderId: all[1]?.id })).toBe('sent');
    expect(sent.filter((m) => m.to === '5511955501005')).toHaveLength(1);
  });

  it("uses the clinic's hours, and nothing when the clinic turns reminders off", async () => {
    const set = await t.call('automaticmessages/reminders/set', { numberId: NUMBER, hours: 2 }, asStaff(manager));
    expect(set.status).toBe(200);
    const fabi = await patient('Fabi Duas Horas', '11955501006', true);
    const f = await book(26, fabi);
    clock = new Date(f.startsAt.getTime() - 2 * HOUR - 30 * 60_000);
    await service().plan(clinicId);
    expect((await rows(f.id))[0]?.dueAt.getTime()).toBe(f.startsAt.getTime() - 2 * HOUR);

    const off = await t.call('automaticmessages/reminders/set', { numberId: null, hours: 2 }, asStaff(manager));
    expect(off.status).toBe(200);
    expect(off.body.data.channel).toBe('sms');
    expect((await rows(f.id))[0]?.status).toBe('cancelled');
    clock = new Date(f.startsAt.getTime() - 2 * HOUR);
    expect(await service().sendJob({ placeId: clinicId, reminderId: (await rows(f.id))[0]?.id })).toBe('skipped');
    await service().plan(clinicId);
    expect((await rows(f.id)).map((r) => r.status)).toEqual(['cancelled']);
    expect(sent.filter((m) => m.to === '5511955501006')).toHaveLength(0);
  });
});
