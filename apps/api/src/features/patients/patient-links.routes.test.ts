import { ANAMNESIS_FORM_VERSION } from '@app/domain/patients/anamnesis-form';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { placeIdOf } from '../orders/orders.test-helpers.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let clinicId: string;
let patientId: string;
let customerToken: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const visitor = (ip = '10.176.1.1', place: string = CLINIC) => ({ place, ip });
const hashOf = (url: string) => url.split('/').pop() ?? '';

/** Answers every required question of the current form. */
const answers = {
  under_treatment: { value: false },
  medications: { value: true, detail: 'Levotiroxina 50 mcg' },
  allergies: { value: true, detail: 'Dipirona' },
  anticoagulants: { value: false },
  previous_surgeries: { value: false },
  previous_aesthetic: { value: true, detail: 'Toxina botulínica em 2025' },
  pregnant: { value: 'no' },
  conditions: { value: ['thyroid'] },
  smoking: { value: 'never' },
};

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.176.0.1');
  owner = await staffAuth(t, CLINIC, '10.176.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.176.0.3', DEMO.supplier);
  clinicId = await placeIdOf(t, CLINIC);
  customerToken = (await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.176.0.9' })).body.data.token;
  const created = await t.call(
    'patients/create',
    {
      full_name: 'Lívia Moraes Cunha',
      cpf: '384.729.105-04',
      phone: '(11) 98222-3344',
      service_supplier_ids: ['supplier-pedro'],
    },
    as(reception),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  patientId = created.body.data.patient._id;
});
afterAll(() => t.close());

describe('anamnesis/create and get', () => {
  it('Dr. Pedro saves an anamnesis; a second one supersedes it and both are kept', async () => {
    const first = await t.call('anamnesis/create', { patient_id: patientId, answers }, as(pedro));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.anamnesis).toMatchObject({
      form_version: ANAMNESIS_FORM_VERSION,
      filled_by: 'staff',
      supersedes: null,
    });
    const second = await t.call(
      'anamnesis/create',
      { patient_id: patientId, answers: { ...answers, allergies: { value: false } } },
      as(pedro),
    );
    expect(second.body.data.anamnesis.supersedes).toBe(first.body.data.anamnesis._id);
    const got = await t.call('anamnesis/get', { patient_id: patientId }, as(owner));
    expect(got.body.data.anamneses.map((a: { _id: string }) => a._id)).toEqual([
      second.body.data.anamnesis._id,
      first.body.data.anamnesis._id,
    ]);
    expect(got.body.data.anamneses[1].answers.allergies).toEqual({ value: true, detail: 'Dipirona' });
    const view = await t.call('patients/get', { id: patientId, detailed: true }, as(pedro));
    expect(view.body.data.timeline.filter((i: { kind: string }) => i.kind === 'anamnesis')).toHaveLength(2);
  });

  it('refuses a missing required answer, a yes without its detail, an unknown option and version', async () => {
    const missing = await t.call(
      'anamnesis/create',
      { patient_id: patientId, answers: { ...answers, allergies: { value: null } } },
      as(pedro),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ field: 'answers.allergies', message: 'Responda esta pergunta.' });
    const detail = await t.call(
      'anamnesis/create',
      { patient_id: patientId, answers: { ...answers, medications: { value: true } } },
      as(pedro),
    );
    expect(detail.body.error).toMatchObject({ field: 'answers.medications', message: 'Conte os detalhes.' });
    const option = await t.call(
      'anamnesis/create',
      { patient_id: patientId, answers: { ...answers, smoking: { value: 'cachimbo' } } },
      as(pedro),
    );
    expect(option.body.error.message).toBe('Resposta inválida.');
    const version = await t.call(
      'anamnesis/create',
      { patient_id: patientId, form_version: '1999-01', answers },
      as(pedro),
    );
    expect(version.body.error.code).toBe('anamnesis_version_unknown');
  });

  it('the reception may not read nor write an anamnesis (clinical content)', async () => {
    expect((await t.call('anamnesis/get', { patient_id: patientId }, as(reception))).status).toBe(403);
    expect((await t.call('anamnesis/create', { patient_id: patientId, answers }, as(reception))).status).toBe(403);
  });

  it('the database refuses to change or delete an anamnesis, even to a superuser', async () => {
    const change = t.database.db.execute(
      sql`update patient_anamneses set form_version = 'x' where place_id = ${clinicId}`,
    );
    await expect(change).rejects.toThrow();
    const remove = t.database.db.execute(sql`delete from patient_anamneses where place_id = ${clinicId}`);
    await expect(remove).rejects.toThrow();
  });
});

describe('patient links', () => {
  it('the reception sends a data link by SMS; the visitor reads the data, updates it once, and a second submission is refused', async () => {
    const made = await t.call('patient-link/create', { patient_id: patientId, send_sms: true }, as(reception));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { url, whatsapp_url, link } = made.body.data;
    expect(url).toMatch(/\/formulario\/paciente\/[A-Za-z0-9_-]{32}$/);
    expect(whatsapp_url).toMatch(/^https:\/\/wa\.me\/5511982223344\?text=/);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(t.sent.at(-1)).toMatchObject({ to: '5511982223344' });
    expect(t.sent.at(-1)?.text).toContain(url);
    const hash = hashOf(url);
    const stored = await t.database.db.execute(sql`select hash from patient_links where id = ${link._id}`);
    expect(JSON.stringify(stored)).not.toContain(hash);

    const read = await t.call('patient-link/get', { hash }, visitor());
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toMatchObject({
      mode: 'update',
      patient: { full_name: 'Lívia Moraes Cunha', cpf: '38472910504' },
    });
    const body = { hash, full_name: 'Lívia Moraes Cunha', occupation: 'Designer', declaration: true };
    const saved = await t.call('patient-link/update-patient', body, visitor());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await t.call('patient-link/update-patient', { ...body, occupation: 'Outra' }, visitor());
    expect(again.status).toBe(410);
    expect(again.body.error).toMatchObject({ code: 'link_used' });
    const reread = await t.call('patient-link/get', { hash }, visitor());
    expect(reread.body.error.code).toBe('link_used');
    const patient = await t.call('patients/get', { id: patientId }, as(reception));
    expect(patient.body.data.patient.occupation).toBe('Designer');
  });

  it('a new-patient link registers the patient once, linked to the professional who sent it', async () => {
    const made = await t.call('patient-link/create', { patient_id: null }, as(pedro));
    const hash = hashOf(made.body.data.url);
    const read = await t.call('patient-link/get', { hash }, visitor());
    expect(read.body.data).toMatchObject({ mode: 'create', patient: null });
    const noDeclaration = await t.call('patient-link/create-patient', { hash, full_name: 'Caio Andrade' }, visitor());
    expect(noDeclaration.status).toBe(400);
    const update = await t.call(
      'patient-link/update-patient',
      { hash, full_name: 'Caio Andrade', declaration: true },
      visitor(),
    );
    expect(update.status).toBe(400);
    const taken = await t.call(
      'patient-link/create-patient',
      { hash, full_name: 'Caio Andrade', cpf: '384.729.105-04', declaration: true },
      visitor(),
    );
    expect(taken.status).toBe(409);
    const ok = await t.call(
      'patient-link/create-patient',
      { hash, full_name: 'Caio Andrade', cpf: '271.936.458-46', birthdate: '1990-02-03', declaration: true },
      visitor(),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const found = await t.call('patients/cpf', { cpf: '271.936.458-46' }, as(pedro));
    expect(found.body.data.patient).toMatchObject({
      full_name: 'Caio Andrade',
      service_supplier_ids: ['supplier-pedro'],
    });
    const twice = await t.call(
      'patient-link/create-patient',
      { hash, full_name: 'Caio B', declaration: true },
      visitor(),
    );
    expect(twice.body.error.code).toBe('link_used');
  });

  it('an anamnesis link is answered once by the patient and shows as the current anamnesis', async () => {
    const made = await t.call('anamnesis-link/create', { patient_id: patientId }, as(reception));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const hash = hashOf(made.body.data.url);
    expect(made.body.data.url).toContain('/anamnese/paciente/');
    const read = await t.call('anamnesis-link/get', { hash }, visitor());
    expect(read.body.data).toMatchObject({ first_name: 'Lívia', form_version: ANAMNESIS_FORM_VERSION });
    const wrongKind = await t.call('patient-link/get', { hash }, visitor());
    expect(wrongKind.body.error.code).toBe('link_invalid');
    const bad = await t.call('anamnesis-link/submit', { hash, answers: {}, declaration: true }, visitor());
    expect(bad.status).toBe(400);
    const ok = await t.call('anamnesis-link/submit', { hash, answers, declaration: true }, visitor());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const twice = await t.call('anamnesis-link/submit', { hash, answers, declaration: true }, visitor());
    expect(twice.body.error.code).toBe('link_used');
    const got = await t.call('anamnesis/get', { patient_id: patientId }, as(pedro));
    expect(got.body.data.anamneses[0]).toMatchObject({ filled_by: 'patient', author_name: null });
  });

  it('an expired link and a revoked link answer a clear refusal; a used link cannot be revoked', async () => {
    const expired = await t.call('anamnesis-link/create', { patient_id: patientId, days: 1 }, as(reception));
    await t.database.db.execute(
      sql`update patient_links set expires_at = now() - interval '1 minute' where id = ${expired.body.data.link._id}`,
    );
    const late = await t.call('anamnesis-link/get', { hash: hashOf(expired.body.data.url) }, visitor());
    expect(late.status).toBe(410);
    expect(late.body.error).toMatchObject({
      code: 'link_expired',
      message: 'Este link expirou. Peça um novo link à clínica.',
    });

    const open = await t.call('patient-link/create', { patient_id: patientId }, as(reception));
    const revoked = await t.call('patient-link/revoke', { id: open.body.data.link._id }, as(reception));
    expect(revoked.body.data.link.state).toBe('revoked');
    const after = await t.call('patient-link/get', { hash: hashOf(open.body.data.url) }, visitor());
    expect(after.body.error.code).toBe('link_revoked');
    const list = await t.call('patient-link/list', { patient_id: patientId }, as(reception));
    const states = list.body.data.links.map((l: { state: string }) => l.state);
    expect(states).toEqual(expect.arrayContaining(['used', 'expired', 'revoked']));
    const used = list.body.data.links.find((l: { state: string }) => l.state === 'used');
    const refused = await t.call('patient-link/revoke', { id: used._id }, as(reception));
    expect(refused.status).toBe(409);
  });

  it("another place's host does not open the clinic's link, and wrong hashes are rate limited", async () => {
    const made = await t.call('patient-link/create', { patient_id: patientId }, as(reception));
    const hash = hashOf(made.body.data.url);
    const elsewhere = await t.call('patient-link/get', { hash }, visitor('10.176.2.1', CANTINA));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('link_invalid');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const guess = `${'A'.repeat(30)}${String(i).padStart(2, '0')}`;
      statuses.push((await t.call('patient-link/get', { hash: guess }, visitor('10.176.3.1'))).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a professional cannot send links for another professional's patient; a visitor cannot create links", async () => {
    const beatrizLess = await t.call('patients/create', { full_name: 'Paciente da Recepção' }, as(reception));
    const other = beatrizLess.body.data.patient._id;
    const refused = await t.call('anamnesis-link/create', { patient_id: other }, as(pedro));
    expect(refused.status).toBe(404);
    const anonymous = await t.call('patient-link/create', { patient_id: patientId }, visitor());
    expect(anonymous.status).toBe(403);
  });

  it('audits the link reads and submissions as the link holder, with the IP', async () => {
    const res = await t.call('patients/audit', { patient_id: patientId }, as(owner));
    const entries = res.body.data.entries as { action: string; role: string; actor_name: string | null; ip: string }[];
    const viaLink = entries.filter((e) => e.role === 'anonymous');
    expect(new Set(viaLink.map((e) => e.action))).toEqual(new Set(['link.read', 'patient.update', 'anamnesis.create']));
    expect(viaLink.every((e) => e.actor_name === null && e.ip === '10.176.1.1')).toBe(true);
    for (const a of ['anamnesis.create', 'anamnesis.read', 'link.create', 'link.revoke', 'link.list']) {
      expect(
        entries.map((e) => e.action),
        a,
      ).toContain(a);
    }
  });
});

describe('refusals', () => {
  const calls = [
    ['anamnesis/get', () => ({ patient_id: patientId })],
    ['anamnesis/create', () => ({ patient_id: patientId, answers })],
    ['patient-link/create', () => ({ patient_id: patientId })],
    ['anamnesis-link/create', () => ({ patient_id: patientId })],
    ['patient-link/list', () => ({ patient_id: patientId })],
    ['patient-link/revoke', () => ({ id: patientId })],
  ] as const;

  it.each(calls)('%s: refused to a customer and to staff of another place', async (name, body) => {
    const asCustomer = await t.call(name, body(), { place: CLINIC, token: customerToken });
    expect(asCustomer.status).toBe(403);
    const cantinaOwner = await staffAuth(
      t,
      CANTINA,
      `10.176.4.${calls.findIndex((c) => c[0] === name) + 1}`,
      DEMO.owner,
    );
    const foreign = await t.call(name, body(), as(cantinaOwner, CANTINA));
    // At the other place the patient does not exist; nothing of the clinic answers.
    expect([403, 404]).toContain(foreign.status);
    expect(JSON.stringify(foreign.body)).not.toContain('Lívia');
    // The clinic's tokens do not work against the other place.
    const crossed = await t.call(name, body(), { place: CANTINA, ...pedro });
    expect(crossed.status).toBe(403);
  });
});
