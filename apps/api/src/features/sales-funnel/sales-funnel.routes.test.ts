import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherClinicOwner, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { dayFromToday, newPatient } from '../scheduling/scheduling.test-helpers.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let manager: StaffAuth;
let owner: StaffAuth;
let cantinaOwner: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.181.0.1');
  owner = await staffAuth(t, CLINIC, '10.181.0.2', DEMO.owner);
  cantinaOwner = await staffAuth(t, CANTINA, '10.181.0.3', DEMO.owner);
});
afterAll(() => t.close());

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });

/** A conversation arriving at the sandbox chat tool, as /dev/chat receives it. */
async function incoming(name: string, phone: string, place: string = CLINIC) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/chat',
    payload: { place, name, phone, message: 'Olá, quero agendar uma avaliação' },
    remoteAddress: '127.0.0.1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { chat_id: string; person_id: string };
}

type Lead = { _id: string; chat_id: string | null; name: string; stage: string; phone: string | null };
const board = async (auth: StaffAuth = manager, place: string = CLINIC) => {
  const res = await t.call('octadeskChat', {}, as(auth, place));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { people_with_sales_funnel: Lead[]; skipped: { name: string }[]; chat_unavailable: boolean };
};

describe('the demo funnel', () => {
  it('holds the clinic’s 200 leads across every column, with campaigns and contact types', async () => {
    const leads = (await board()).people_with_sales_funnel as (Lead & { campaign_name: string | null })[];
    const stages = new Set(leads.map((l) => l.stage));
    expect([...stages].sort()).toEqual(['attended', 'lost', 'new', 'scheduled']);
    expect(
      leads.filter((l) => l.stage === 'lost').length +
        (await t.call('getRemembers', {}, as(manager))).body.data.remembers.length,
    ).toBeGreaterThan(0);
    expect(leads.filter((l) => l.campaign_name).length).toBeGreaterThan(150);
    const lost = await t.call('getContactLost', {}, as(manager));
    expect(
      lost.body.data.chats.every((l: { cancellation_reason_name: string | null }) => l.cancellation_reason_name),
    ).toBe(true);
  });
});

describe('chat contacts become leads (spec 2 §4)', () => {
  it('registers each conversation once, skips a contact without a phone, and keeps places apart', async () => {
    const ana = await incoming('Ana Lima', '(11) 97777-0001');
    await incoming('Sem Número', '');
    const first = await board();
    const lead = first.people_with_sales_funnel.find((l) => l.chat_id === ana.chat_id);
    expect(lead).toMatchObject({ name: 'Ana Lima', phone: '11977770001', stage: 'new' });
    expect(first.skipped.map((s) => s.name)).toEqual(['Sem Número']);
    expect(first.chat_unavailable).toBe(false);
    const again = await board();
    expect(again.people_with_sales_funnel.filter((l) => l.chat_id === ana.chat_id)).toHaveLength(1);
    expect(again.skipped).toEqual([]);
    // The cantina's owner sees none of the clinic's leads, from either place.
    const theirs = await board(cantinaOwner, CANTINA);
    expect(theirs.people_with_sales_funnel.some((l) => l.chat_id === ana.chat_id)).toBe(false);
    expect((await t.call('octadeskChat', {}, as(cantinaOwner, CLINIC))).status).toBe(403);
    const remove = await t.call('octadesk/removePersistentChat', { contact_id: lead?._id }, as(cantinaOwner, CANTINA));
    expect(remove.status).toBe(404);
    const hide = await t.call('hideChats', { contact_id: lead?._id, hide_duration: 1 }, as(cantinaOwner, CANTINA));
    expect(hide.status).toBe(404);
    expect((await board()).people_with_sales_funnel.some((l) => l._id === lead?._id)).toBe(true);
  });

  it('refuses a patient and a visitor', async () => {
    const patient = await newPatient(t, CLINIC, 'Curioso Funil');
    expect((await t.call('octadeskChat', {}, { place: CLINIC, token: patient.token })).status).toBe(403);
    expect((await t.call('getRemembers', {}, { place: CLINIC })).status).toBe(403);
  });
});

describe('moving a lead through the funnel (decision 147)', () => {
  it('follows the linked patient’s bookings: scheduled, then attended; lost needs a reason', async () => {
    const chat = await incoming('Bruno Castro', '11977770002');
    const lead = (await board()).people_with_sales_funnel.find((l) => l.chat_id === chat.chat_id) as Lead;
    const campaign = await t.call('createCampaing', { name: 'Instagram Novembro' }, as(owner));
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    const campaignId = campaign.body.data.campaign.id as string;
    const set = await t.call(
      'updatePersistentChat',
      { contact_id: lead._id, fields_to_update: { advertising_campaign: campaignId } },
      as(manager),
    );
    expect(set.body.data.chat.campaign_name).toBe('Instagram Novembro');

    const person = await newPatient(t, CLINIC, 'Bruno Castro');
    const created = await t.call(
      'patients/create',
      { full_name: 'Bruno Castro', phone: person.phone, user_id: person.userId },
      as(owner),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const patientId = created.body.data.patient._id as string;
    const linked = await t.call('linkoctauser', { contact_id: lead._id, patient_id: patientId }, as(owner));
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data).toMatchObject({ origin_recorded: true, chat: { patient_id: patientId, stage: 'new' } });
    const origin = await t.call('patients/origin/get', { patient_id: patientId }, as(owner));
    expect(origin.body.data.origin.campaign_id).toBe(campaignId);
    const person3 = await t.call('getPerson', { person_id: chat.person_id }, as(manager));
    expect(person3.body.data.person.custom_fields.patient_id).toBe(patientId);

    const slot = await t.call(
      'appointments/create',
      { service_supplier_id: 'supplier-pedro', date: dayFromToday(3), start: '07:00', end: '07:30' },
      as(manager),
    );
    const booked = await t.call(
      'attendancies/create',
      { appointment_id: slot.body.data.appointments[0]._id },
      { place: CLINIC, token: person.token },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const stageOf = async () =>
      (await board()).people_with_sales_funnel.find((l) => l._id === lead._id)?.stage ?? 'missing';
    expect(await stageOf()).toBe('scheduled');
    const attendancyId = booked.body.data.attendancy._id;
    await t.call(
      'attendancies/update',
      { attendancy_id: attendancyId, status: 1 },
      { place: CLINIC, token: person.token },
    );
    const done = await t.call('attendancies/update', { attendancy_id: attendancyId, status: 2 }, as(owner));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await stageOf()).toBe('attended');
    const count = await t.call('getUserAppointments', { user: person.userId }, as(manager));
    expect(count.body.data.total_appointments).toBe(1);
    const pro = await t.call('professionalInUserPhone', { phone: person.phone }, as(manager));
    expect(pro.body.data.professional.service_supplier_id).toBe('supplier-pedro');

    const report = await t.call(
      'funnelReport/attended',
      { from: dayFromToday(-1), to: dayFromToday(0), campaign_id: campaignId },
      as(manager),
    );
    expect(report.body.data.total).toBe(1);
    expect(report.body.data.by_campaign).toEqual([{ key: campaignId, name: 'Instagram Novembro', count: 1 }]);
    expect(report.body.data.by_professional[0].key).toBe('supplier-pedro');

    const noReason = await t.call(
      'updatePersistentChat',
      { contact_id: lead._id, fields_to_update: { stage: 'lost' } },
      as(manager),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Informe o motivo da perda.');
    const reason = await t.call('createCancelationReasons', { name: 'Achou caro' }, as(owner));
    const lost = await t.call(
      'updatePersistentChat',
      {
        contact_id: lead._id,
        fields_to_update: { stage: 'lost', cancellation_reason_id: reason.body.data.reason.id },
      },
      as(manager),
    );
    expect(lost.body.data.chat).toMatchObject({ stage: 'lost', cancellation_reason_name: 'Achou caro' });
    const lostList = await t.call('getContactLost', {}, as(manager));
    expect(lostList.body.data.chats.map((l: Lead) => l._id)).toContain(lead._id);
  });

  it('a lead entered by hand moves by hand; another place’s list entries are refused', async () => {
    const created = await t.call(
      'createChatFunnel',
      { fields: { name: 'Carla Dias', phone: '(21) 98888-1234' } },
      as(manager),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.chat._id as string;
    const moved = await t.call('updateNewContact', { id, fields_update: { stage: 'scheduled' } }, as(manager));
    expect(moved.body.data.chat.stage).toBe('scheduled');
    // Campaigns are clinic lists (decision 206): another clinic's one.
    const neighbour = await otherClinicOwner(t, 'clinica-vizinha', '10.182.0.5');
    const theirCampaign = await t.call('createCampaing', { name: 'Vizinha Verão' }, as(neighbour, 'clinica-vizinha'));
    const foreign = await t.call(
      'updateNewContact',
      { id, fields_update: { advertising_campaign: theirCampaign.body.data.campaign.id } },
      as(manager),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field).toBe('advertising_campaign');
  });
});

describe('hiding and reminders', () => {
  it('hides a lead for hide_duration hours, lists it as a reminder, and shows it again when removed', async () => {
    const chat = await incoming('Dora Reis', '11977770003');
    await board();
    const hidden = await t.call('hideChatOcta', { chat_id: chat.chat_id, hide_duration: 24 }, as(manager));
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data.unlock_time_br).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await board()).people_with_sales_funnel.some((l) => l.chat_id === chat.chat_id)).toBe(false);
    const reminders = await t.call('getRemembersOcta', {}, as(manager));
    expect(reminders.body.data.remembers.map((r: { chat_id: string }) => r.chat_id)).toContain(chat.chat_id);
    expect((await t.call('removeRemembersOcta', { chat_id: chat.chat_id }, as(manager))).status).toBe(200);
    expect((await board()).people_with_sales_funnel.some((l) => l.chat_id === chat.chat_id)).toBe(true);
  });

  it('answers 400 with a clear message to bad input', async () => {
    const zero = await t.call('hideChats', { contact_id: crypto.randomUUID(), hide_duration: 0 }, as(manager));
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toContain('Tempo para ocultar');
    const both = await t.call('hideChats', { hide_duration: 2 }, as(manager));
    expect(both.status).toBe(400);
    expect(both.body.error.message).toContain('Informe a conversa ou o contato.');
    const missing = await t.call('hideChats', { contact_id: crypto.randomUUID(), hide_duration: 2 }, as(manager));
    expect(missing.status).toBe(404);
    const longPeriod = await t.call('funnelReport/lost', { from: '2024-01-01', to: '2026-01-01' }, as(manager));
    expect(longPeriod.status).toBe(400);
    const badPhone = await t.call('createChatFunnel', { fields: { name: 'X', phone: '123' } }, as(manager));
    expect(badPhone.status).toBe(400);
  });
});
