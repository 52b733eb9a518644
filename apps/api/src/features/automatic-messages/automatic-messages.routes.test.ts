import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { localParts } from '@app/domain/scheduling/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { SANDBOX_NUMBERS, SANDBOX_TEMPLATES } from '../../integrations/whatsapp/sandbox.ts';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
const NUMBER = SANDBOX_NUMBERS[0]?.id as string;
const SECOND_NUMBER = SANDBOX_NUMBERS[1]?.id as string;
const BIRTHDAY = SANDBOX_TEMPLATES.find((t) => t.name === 'aniversario')?.id as string;
let t: TestApp;
let manager: StaffAuth;
let cantinaManager: StaffAuth;
const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const today = localParts(new Date()).date;

async function consentedPatient(name: string, phone: string, birthdate: string) {
  const created = await t.call('patients/create', { full_name: name, phone, birthdate }, as(manager));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.patient._id as string;
  const consent = await t.call(
    'patients/consent',
    { patient_id: id, purpose: 'messages', granted: true, text_version: CONSENT_TEXT_VERSION.messages },
    as(manager),
  );
  expect(consent.status).toBe(200);
  return id;
}

const birthdayBody = {
  filter: { kind: 'birthday' },
  frequency: { type: 'daily', hour: '09:00' },
  formData: { 1: '{{primeiro_nome}}', 2: '{{clinica}}' },
  description: 'Parabéns do dia',
  numberId: NUMBER,
  templateId: BIRTHDAY,
};

const sandbox = () => containerOf(t.app).sandboxWhatsapp;
const service = () => containerOf(t.app).automaticMessages;
const outboxTo = async (phone: string) => ((await sandbox()?.outbox(500)) ?? []).filter((m) => m.to === phone);

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.181.0.1');
  cantinaManager = await staffAuth(t, CANTINA, '10.181.0.2');
});
afterAll(() => t.close());

describe('WhatsApp numbers and templates', () => {
  it('lists the numbers and the approved templates with their variable count', async () => {
    const numbers = await t.call('webApp/Whatsapp/listNumbers', {}, as(manager));
    expect(numbers.status).toBe(200);
    expect(numbers.body.data.numbers.map((n: { id: string }) => n.id)).toContain(NUMBER);
    const templates = await t.call('webApp/Whatsapp/listTemplate', {}, as(manager));
    expect(templates.body.data.templates.find((x: { id: string }) => x.id === BIRTHDAY)).toMatchObject({
      name: 'aniversario',
      variables: 2,
    });
  });

  it('a number another place sends from is not offered, nor usable', async () => {
    // The clinic's demo data sends from the first number: the cantina sees only the second.
    const numbers = await t.call('webApp/Whatsapp/listNumbers', {}, as(cantinaManager, CANTINA));
    expect(numbers.body.data.numbers.map((n: { id: string }) => n.id)).toEqual([SECOND_NUMBER]);
    const taken = await t.call('automaticmessages/create', birthdayBody, as(cantinaManager, CANTINA));
    expect(taken.status).toBe(404);
    expect(taken.body.error.message).toBe('Número de WhatsApp não encontrado.');
  });

  it('refuses customers and anonymous callers, and the staff of another place', async () => {
    const customer = await customerAuth(t, CLINIC, '10.181.0.3');
    for (const name of [
      'webApp/Whatsapp/listTemplate',
      'automaticmessages/list',
      'webApp/Whatsapp/listChats',
    ] as const) {
      expect((await t.call(name, {}, { place: CLINIC, token: customer.token })).status).toBe(403);
      expect((await t.call(name, {}, { place: CLINIC })).status).toBe(403);
      expect((await t.call(name, {}, as(cantinaManager, CLINIC))).status).toBe(403);
    }
  });
});

describe('automaticmessages/create and list', () => {
  it('checks the variables, the fields and the date with clear messages', async () => {
    const missing = await t.call('automaticmessages/create', { ...birthdayBody, formData: { 1: 'Oi' } }, as(manager));
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Preencha todas as variáveis do modelo.');
    const unknown = await t.call(
      'automaticmessages/create',
      { ...birthdayBody, formData: { 1: '{{idade}}', 2: 'x' } },
      as(manager),
    );
    expect(unknown.body.error.message).toBe('Campo desconhecido: {{idade}}.');
    const past = await t.call(
      'automaticmessages/create',
      { ...birthdayBody, frequency: { type: 'once', day: '2020-01-01', hour: '09:00' } },
      as(manager),
    );
    expect(past.body.error.message).toBe('Escolha uma data e hora no futuro.');
    const badTemplate = await t.call('automaticmessages/create', { ...birthdayBody, templateId: '999' }, as(manager));
    expect(badTemplate.status).toBe(404);
    const hour = await t.call(
      'automaticmessages/create',
      { ...birthdayBody, frequency: { type: 'daily', hour: '25:00' } },
      as(manager),
    );
    expect(hour.status).toBe(400);
    const months = await t.call(
      'automaticmessages/create',
      { ...birthdayBody, filter: { kind: 'no_visit', months: 10_000 } },
      as(manager),
    );
    expect(months.status).toBe(400);
  });

  it('creates a daily birthday message; the list shows its next run; the cantina never sees it', async () => {
    const created = await t.call('automaticmessages/create', birthdayBody, as(manager));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const m = created.body.data.automatic_message;
    expect(m).toMatchObject({ status: 'active', template_name: 'aniversario', counts: { sent: 0 } });
    expect(localParts(new Date(m.next_run_at)).hour).toBe('09:00');
    const list = await t.call('automaticmessages/list', {}, as(manager));
    expect(list.body.data.automatic_messages.map((x: { _id: string }) => x._id)).toContain(m._id);
    const theirs = await t.call('automaticmessages/list', {}, as(cantinaManager, CANTINA));
    expect(theirs.body.data.automatic_messages).toEqual([]);
    const pause = await t.call(
      'automaticmessages/status',
      { id: m._id, status: 'paused' },
      as(cantinaManager, CANTINA),
    );
    expect(pause.status).toBe(404);
    const paused = await t.call('automaticmessages/status', { id: m._id, status: 'paused' }, as(manager));
    expect(paused.body.data.automatic_message).toMatchObject({ status: 'paused', next_run_at: null });
    expect((await t.call('automaticmessages/remove', { id: m._id }, as(manager))).status).toBe(200);
    expect((await t.call('automaticmessages/remove', { id: m._id }, as(manager))).status).toBe(404);
  });
});

describe('sending', () => {
  it('sends the birthday message once per recipient and day, to consented patients only', async () => {
    const birthdate = `1988-${today.slice(5)}`;
    const renataId = await consentedPatient('Renata Aniversariante Lopes', '11955501234', birthdate);
    const quiet = await t.call(
      'patients/create',
      { full_name: 'Sem Consentimento', phone: '11955509876', birthdate },
      as(manager),
    );
    expect(quiet.status).toBe(200);
    const preview = await t.call('automaticmessages/preview', birthdayBody, as(manager));
    expect(preview.body.data).toMatchObject({ sample_name: 'Renata Aniversariante Lopes', audience: 1 });
    expect(preview.body.data.text).toBe(
      'Olá, Renata! Toda a equipe da Clínica Bem-Estar deseja um feliz aniversário. Que seu novo ano seja cheio de saúde!',
    );
    const created = await t.call('automaticmessages/create', birthdayBody, as(manager));
    const placeId = (await t.call('automaticmessages/list', {}, as(manager))).body.data.automatic_messages[0]._id;
    expect(placeId).toBe(created.body.data.automatic_message._id);
    const clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;

    const first = await service().runNow(clinicId, created.body.data.automatic_message._id);
    expect(first).toEqual({ created: 1, sent: 1 });
    const again = await service().runNow(clinicId, created.body.data.automatic_message._id);
    expect(again).toEqual({ created: 0, sent: 0 });
    // The job's reads of Renata's data are in her audit, as the system, naming the message.
    const reads = (await t.database.db.execute(
      sql`select role, actor_user_id, target from patient_audit where patient_id = ${renataId} and action = 'message.read'`,
    )) as unknown as { rows: { role: string; actor_user_id: string | null; target: string }[] };
    const job = reads.rows.filter((r) => r.role === 'system');
    expect(job).toHaveLength(2);
    expect(job[0]).toEqual({
      role: 'system',
      actor_user_id: null,
      target: `automatic-message:${created.body.data.automatic_message._id}`,
    });
    // The preview showed her name to the reception: that read is theirs.
    const previewed = reads.rows.filter((r) => r.target === 'automatic-message:preview');
    expect(previewed).toHaveLength(1);
    expect(previewed[0]).toMatchObject({ role: 'manager', actor_user_id: expect.any(String) });
    const sent = await outboxTo('5511955501234');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Olá, Renata!');
    expect(await outboxTo('5511955509876')).toEqual([]);

    // The phone reports delivery (as the webhook would): the list counts it.
    const messageId = sent[0]?.messageId as string;
    await service().handleEvents([
      { kind: 'status', numberId: NUMBER, messageId, status: 'delivered', errorCode: null },
    ]);
    // A late 'sent' never moves a delivered message back.
    await service().handleEvents([{ kind: 'status', numberId: NUMBER, messageId, status: 'sent', errorCode: null }]);
    const listed = (await t.call('automaticmessages/list', {}, as(manager))).body.data.automatic_messages[0];
    expect(listed.counts).toEqual({ sent: 1, delivered: 1, failed: 0 });
    expect(listed.last_run_at).not.toBeNull();
    // Another place's number cannot report on the clinic's message.
    await service().handleEvents([
      { kind: 'status', numberId: SECOND_NUMBER, messageId, status: 'failed', errorCode: 1 },
    ]);
    expect(
      (await t.call('automaticmessages/list', {}, as(manager))).body.data.automatic_messages[0].counts.failed,
    ).toBe(0);
  });

  it('a reply SAIR withdraws the messages consent: the next run skips the patient', async () => {
    const id = await consentedPatient('Otávio Sai Pereira', '11955502222', `1975-${today.slice(5)}`);
    const created = await t.call(
      'automaticmessages/create',
      { ...birthdayBody, filter: { kind: 'all_patients' }, description: 'Aviso geral' },
      as(manager),
    );
    const messageId = created.body.data.automatic_message._id as string;
    const applied = await service().handleEvents([
      { kind: 'reply', numberId: NUMBER, from: '5511955502222', text: ' sair ' },
    ]);
    expect(applied).toBeGreaterThan(0);
    const patient = await t.call('patients/get', { id, detailed: true }, as(manager));
    expect(patient.body.data.consents).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: 'messages', granted: false })]),
    );
    const clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;
    await service().runNow(clinicId, messageId);
    expect(await outboxTo('5511955502222')).toEqual([]);
    // Any other reply is not an opt-out.
    expect(
      await service().handleEvents([{ kind: 'reply', numberId: NUMBER, from: '5511955501234', text: 'Obrigada!' }]),
    ).toBe(0);
  });

  it('an unsupported message type (131051) is recorded as failed with a clear message, never retried', async () => {
    await consentedPatient('Telefone Antigo Souza', '11955500000', '1960-01-01');
    const created = await t.call(
      'automaticmessages/create',
      { ...birthdayBody, filter: { kind: 'all_patients' }, description: 'Aviso 131051' },
      as(manager),
    );
    const clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;
    await service().runNow(clinicId, created.body.data.automatic_message._id);
    const chats = await t.call('webApp/Whatsapp/listChats', {}, as(manager));
    const chat = chats.body.data.chats.find((c: { phone: string }) => c.phone === '5511955500000');
    expect(chat).toMatchObject({
      status: 'failed',
      error: 'Tipo de mensagem não suportado pelo WhatsApp do destinatário.',
    });
    expect(await outboxTo('5511955500000')).toEqual([]);
  });
});

describe('order-status messages', () => {
  it('a place turns them on; each status of an order is told once; SAIR and "off" stop them', async () => {
    const set = await t.call('automaticmessages/orderstatus/set', { numberId: NUMBER }, as(manager));
    expect(set.body.data).toEqual({ numberId: NUMBER, template_found: true });
    const theirs = await t.call('automaticmessages/orderstatus/set', { numberId: NUMBER }, as(cantinaManager, CANTINA));
    expect(theirs.status).toBe(404);
    expect(
      (await t.call('automaticmessages/orderstatus', {}, as(cantinaManager, CANTINA))).body.data.numberId,
    ).toBeNull();

    const customer = await customerAuth(t, CLINIC, '10.181.0.4');
    const clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;
    const notices = containerOf(t.app).orderNotices;
    const event = (status: number) => ({
      type: 'order' as const,
      place_id: clinicId,
      user_id: customer.userId,
      order_id: '7b0c1f4e-5d3a-4c2b-9e8f-1a2b3c4d5e6f',
      status,
      number: 42,
      payment_status: null,
    });
    const id = await notices.onEvent(event(3));
    expect(id).not.toBeNull();
    expect(await notices.sendJob({ placeId: clinicId, noticeId: id })).toBe('sent');
    expect(await notices.sendJob({ placeId: clinicId, noticeId: id })).toBe('skipped');
    expect(await notices.onEvent(event(3))).toBeNull();
    const told = await outboxTo(`55${DEMO.customer.phone}`);
    expect(told.filter((m) => m.template === 'status_pedido').map((m) => m.text.replace(/^Olá, \S+! /, ''))).toEqual([
      'Seu pedido 42 está: Saiu para entrega.',
    ]);
    // A status nobody is told about (pending), and the setting off.
    expect(await notices.onEvent(event(2))).toBeNull();
    await t.call('automaticmessages/orderstatus/set', { numberId: null }, as(manager));
    expect(await notices.onEvent(event(4))).toBeNull();
    await t.call('automaticmessages/orderstatus/set', { numberId: NUMBER }, as(manager));
    await service().handleEvents([
      { kind: 'reply', numberId: NUMBER, from: `55${DEMO.customer.phone}`, text: 'PARAR' },
    ]);
    expect(await notices.onEvent(event(4))).toBeNull();
  });
});
