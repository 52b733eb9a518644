import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
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
let beatriz: StaffAuth;
let customer: { token: string; userId: string };
let clinicId: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });

/** A new person of the clinic made a manager acting as `supplierId` (another supplier's login). */
async function supplierLogin(phone: string, supplierId: string, ip: string): Promise<StaffAuth> {
  const created = await t.call(
    'createuser',
    { username: 'Dra. Beatriz Lacerda', phone, password: 'senha-beatriz' },
    { place: CLINIC, ip },
  );
  await t.database.db.execute(
    sql`update place_members set is_manager = true, supplier_id = ${supplierId} where user_id = ${created.body.data.user._id}`,
  );
  return staffAuth(t, CLINIC, ip, { phone, password: 'senha-beatriz' });
}

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.175.0.1');
  owner = await staffAuth(t, CLINIC, '10.175.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.175.0.3', DEMO.supplier);
  beatriz = await supplierLogin('11955517001', 'supplier-beatriz', '10.175.0.4');
  const login = await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.175.0.5' });
  customer = { token: login.body.data.token, userId: login.body.data.user._id };
  clinicId = await placeIdOf(t, CLINIC);
});
afterAll(() => t.close());

const newPatient = {
  full_name: 'Joana Prado Silveira',
  cpf: '390.533.447-05',
  birthdate: '1987-04-12',
  phone: '(11) 97123-4567',
  email: 'joana.silveira@exemplo.com.br',
  gender: 'female',
  marital_status: 'married',
  blood_type: 'O+',
  occupation: 'Arquiteta',
  social_links: { instagram: '@joanaprado' },
  service_supplier_ids: ['supplier-pedro'],
};
let joanaId: string;

describe('patients/create, get, update', () => {
  it('the reception creates a patient of Dr. Pedro with every field kept', async () => {
    const res = await t.call('patients/create', newPatient, as(reception));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data.patient;
    expect(p).toMatchObject({
      full_name: 'Joana Prado Silveira',
      cpf: '39053344705',
      birthdate: '1987-04-12',
      phone: '11971234567',
      email: 'joana.silveira@exemplo.com.br',
      blood_type: 'O+',
      service_supplier_ids: ['supplier-pedro'],
      social_links: { instagram: '@joanaprado' },
      has_died: false,
    });
    joanaId = p._id;
  });

  it('refuses a second patient with the same CPF, and bad CPF, CNPJ and birth dates with the spec messages', async () => {
    const again = await t.call('patients/create', { ...newPatient, email: null }, as(reception));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'patient_exists', field: 'cpf' });
    const cpf = await t.call('patients/create', { full_name: 'X Y', cpf: '123.456.789-00' }, as(reception));
    expect(cpf.status).toBe(400);
    expect(cpf.body.error.message).toContain('CPF inválido');
    const cnpj = await t.call('patients/create', { full_name: 'X Y', cpf: '12.345.678/0001-00' }, as(reception));
    expect(cnpj.body.error.message).toContain('CNPJ inválido');
    const other = await t.call('patients/create', { full_name: 'X Y', cpf: '1234' }, as(reception));
    expect(other.body.error.message).toContain('CPF/CNPJ inválido');
    const old = await t.call('patients/create', { full_name: 'X Y', birthdate: '1909-12-31' }, as(reception));
    expect(old.status).toBe(400);
    expect(old.body.error.message).toContain('01/01/1910');
  });

  it('takes an alphanumeric CNPJ (a company patient)', async () => {
    const res = await t.call(
      'patients/create',
      { full_name: 'Empresa Exemplo Ltda', cpf: '12.ABC.345/01DE-35' },
      as(reception),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.patient.cpf).toBe('12ABC34501DE35');
  });

  it('updates fields; null clears one, a missing field stays', async () => {
    const res = await t.call(
      'patients/update',
      { id: joanaId, full_name: 'Joana Prado Silveira', occupation: null, partner_name: 'Rui Silveira' },
      as(reception),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.patient).toMatchObject({ occupation: null, partner_name: 'Rui Silveira', blood_type: 'O+' });
  });

  it('patients/get detailed answers consents and the timeline', async () => {
    const res = await t.call('patients/get', { id: joanaId, detailed: true }, as(pedro));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ consents: [], timeline: [], reads_clinical: true });
    const rec = await t.call('patients/get', { id: joanaId, detailed: true }, as(reception));
    expect(rec.body.data.reads_clinical).toBe(false);
  });
});

describe('scope: an owner lists all, a supplier only their patients', () => {
  it("another supplier's manager cannot see, find or change a patient of Dr. Pedro", async () => {
    const get = await t.call('patients/get', { id: joanaId }, as(beatriz));
    expect(get.status).toBe(404);
    const list = await t.call('patients/list', { search: 'Joana' }, as(beatriz));
    expect(list.body.data.patients).toEqual([]);
    const cpf = await t.call('patients/cpf', { cpf: '39053344705' }, as(beatriz));
    expect(cpf.body.data.patient).toBeNull();
    const upd = await t.call('patients/update', { id: joanaId, full_name: 'Outro Nome' }, as(beatriz));
    expect(upd.status).toBe(404);
    const create = await t.call('patients/create', { full_name: 'Joana P', cpf: '39053344705' }, as(beatriz));
    expect(create.status).toBe(409);
    expect(create.body.error.message).toContain('peça à recepção');
    expect(JSON.stringify(create.body)).not.toContain('Joana Prado');
  });

  it('Dr. Pedro finds her; the owner lists every patient, or only some suppliers', async () => {
    const mine = await t.call('patients/list', { search: 'joana prado' }, as(pedro));
    expect(mine.body.data.patients.map((p: { _id: string }) => p._id)).toEqual([joanaId]);
    const all = await t.call('patients/list', {}, as(owner));
    const suppliers = new Set(
      all.body.data.patients.flatMap((p: { service_supplier_ids: string[] }) => p.service_supplier_ids),
    );
    expect([...suppliers].sort()).toEqual(['supplier-beatriz', 'supplier-camila', 'supplier-pedro', 'supplier-rafael']);
    expect(all.body.data.patients.length).toBeGreaterThanOrEqual(31);
    const camila = await t.call('patients/list', { service_supplier_ids: ['supplier-camila'] }, as(owner));
    const names = camila.body.data.patients.map((p: { full_name: string }) => p.full_name);
    expect(names).toContain('Daniela Costa Barreto');
    expect(names).not.toContain('Joana Prado Silveira');
    const beatrizList = await t.call('patients/list', {}, as(beatriz));
    for (const p of beatrizList.body.data.patients) expect(p.service_supplier_ids).toContain('supplier-beatriz');
  });

  it('patients/check finds by user or CPF and preloads the user', async () => {
    const byUser = await t.call(
      'patients/check',
      { user_id: customer.userId, service_supplier_id: 'supplier-pedro' },
      as(reception),
    );
    expect(byUser.status, JSON.stringify(byUser.body)).toBe(200);
    expect(byUser.body.data).toMatchObject({ exists: true, linked: true, user: { username: 'Maria Cliente' } });
    const byCpf = await t.call(
      'patients/check',
      { cpf: '39053344705', service_supplier_id: 'supplier-camila' },
      as(reception),
    );
    expect(byCpf.body.data).toMatchObject({ exists: true, linked: false, patient: { _id: joanaId } });
  });
});

describe('consent per purpose', () => {
  it('records image consent with its text version; an outdated version is refused', async () => {
    const ok = await t.call(
      'patients/consent',
      { patient_id: joanaId, purpose: 'image', granted: true, text_version: CONSENT_TEXT_VERSION.image },
      as(reception),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.consents).toMatchObject([{ purpose: 'image', granted: true, recorded_by: 'João Gerente' }]);
    const withdrawn = await t.call(
      'patients/consent',
      { patient_id: joanaId, purpose: 'image', granted: false, text_version: CONSENT_TEXT_VERSION.image },
      as(reception),
    );
    expect(withdrawn.body.data.consents).toMatchObject([{ purpose: 'image', granted: false }]);
    const old = await t.call(
      'patients/consent',
      { patient_id: joanaId, purpose: 'treatment', granted: true, text_version: '2020-01-01' },
      as(reception),
    );
    expect(old.status).toBe(409);
    expect(old.body.error.code).toBe('consent_outdated');
  });
});

describe('the signed record', () => {
  let recordId: string;

  it('Dr. Pedro writes a consultation; the reception may not write or read it', async () => {
    const body = {
      patient_id: joanaId,
      chief_complaint: 'Manchas no rosto',
      present_illness_history: 'Há um ano.',
      progress_notes: 'Melasma.',
      medical_management: 'Filtro solar.',
      date: '2026-01-10',
      hour: '09:30',
    };
    const res = await t.call('record/create', body, { ...as(pedro), ip: '10.175.0.3' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.record).toMatchObject({
      chief_complaint: 'Manchas no rosto',
      author_name: 'Dr. Pedro Prestador',
    });
    recordId = res.body.data.record._id;
    expect((await t.call('record/create', body, as(reception))).status).toBe(403);
    expect((await t.call('record/get', { id: recordId }, as(reception))).status).toBe(403);
    expect((await t.call('record/get', { id: recordId }, as(beatriz))).status).toBe(404);
    const owner403 = await t.call('record/create', body, as(owner));
    expect(owner403.status).toBe(403);
  });

  it('a correction is an addendum pointing to the signed entry; both are kept', async () => {
    const add = await t.call(
      'record/create',
      {
        patient_id: joanaId,
        chief_complaint: 'Adendo: dose corrigida',
        medical_management: 'Filtro solar FPS 50.',
        date: '2026-01-11',
        hour: '10:00',
        addendum_to: recordId,
      },
      as(pedro),
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const got = await t.call('record/get', { id: recordId }, as(owner));
    expect(got.body.data.record.medical_management).toBe('Filtro solar.');
    expect(got.body.data.addenda).toHaveLength(1);
    const view = await t.call('patients/get', { id: joanaId, detailed: true }, as(pedro));
    expect(view.body.data.timeline).toHaveLength(2);
    expect(view.body.data.timeline.find((i: { _id: string }) => i._id === recordId).addenda).toBe(1);
  });

  it('an attempt to change or delete a signed record is refused by the database, for the app and for a superuser', async () => {
    /** The database's answer to a statement: its refusal's text, or 'accepted'. */
    const answer = async (work: Promise<unknown>) => {
      try {
        await work;
        return 'accepted';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    const asApp = await answer(
      t.database.inPlace(clinicId, (tx) =>
        tx.execute(sql`update patient_records set progress_notes = 'alterado' where id = ${recordId}`),
      ),
    );
    expect(asApp).toMatch(/permission denied|append-only/);
    const asSuperuser = await answer(
      t.database.db.execute(sql`update patient_records set progress_notes = 'x' where id = ${recordId}`),
    );
    expect(asSuperuser).toMatch(/append-only/);
    expect(await answer(t.database.db.execute(sql`delete from patient_audit where place_id = ${clinicId}`))).toMatch(
      /append-only/,
    );
    expect(await answer(t.database.db.execute(sql`delete from patient_consents where place_id = ${clinicId}`))).toMatch(
      /append-only/,
    );
    const got = await t.call('record/get', { id: recordId }, as(pedro));
    expect(got.body.data.record.progress_notes).toBe('Melasma.');
  });
});

describe('the access audit', () => {
  it('holds every read and write of the patient, with who, role, supplier and IP; only the owner reads it', async () => {
    const res = await t.call('patients/audit', { patient_id: joanaId }, as(owner));
    expect(res.status).toBe(200);
    const entries = res.body.data.entries as { action: string; role: string; actor_name: string; ip: string }[];
    const actions = new Set(entries.map((e) => e.action));
    for (const a of [
      'patient.create',
      'patient.update',
      'patient.read',
      'patient.list',
      'patient.check',
      'consent.record',
      'record.create',
      'record.addendum',
      'record.read',
    ]) {
      expect(actions, a).toContain(a);
    }
    expect(entries.find((e) => e.action === 'record.create')).toMatchObject({
      role: 'supplier',
      actor_name: 'Dr. Pedro Prestador',
      ip: '10.175.0.3',
    });
    expect(entries.find((e) => e.action === 'patient.create')).toMatchObject({
      role: 'manager',
      actor_name: 'João Gerente',
    });
    expect(JSON.stringify(entries)).not.toContain('Joana');
    expect((await t.call('patients/audit', { patient_id: joanaId }, as(reception))).status).toBe(403);
    expect((await t.call('patients/audit', { patient_id: joanaId }, as(pedro))).status).toBe(403);
  });
});

describe('refusals', () => {
  const calls = [
    ['patients/get', () => ({ id: joanaId })],
    ['patients/cpf', () => ({ cpf: '39053344705' })],
    ['patients/list', () => ({})],
    ['patients/check', () => ({ cpf: '39053344705' })],
    ['patients/create', () => ({ full_name: 'Alguém Novo' })],
    ['patients/update', () => ({ id: joanaId, full_name: 'Alguém' })],
    [
      'patients/consent',
      () => ({ patient_id: joanaId, purpose: 'messages', granted: true, text_version: CONSENT_TEXT_VERSION.messages }),
    ],
    ['patients/audit', () => ({ patient_id: joanaId })],
    ['record/create', () => ({ patient_id: joanaId, chief_complaint: 'x', date: '2026-01-10', hour: '09:00' })],
    ['record/get', () => ({ id: joanaId })],
  ] as const;

  it.each(calls)('%s: refused to a customer and to staff of another place', async (name, body) => {
    const asCustomer = await t.call(name, body(), { place: CLINIC, token: customer.token });
    expect(asCustomer.status).toBe(403);
    const cantinaOwner = await staffAuth(
      t,
      CANTINA,
      `10.176.0.${calls.findIndex((c) => c[0] === name) + 1}`,
      DEMO.owner,
    );
    const foreign = await t.call(name, body(), as(cantinaOwner, CANTINA));
    // At the other place the patient does not exist; nothing of the clinic answers.
    expect([403, 404, 200]).toContain(foreign.status);
    expect(JSON.stringify(foreign.body)).not.toContain('Joana');
    if (name === 'patients/list') expect(foreign.body.data.patients).toEqual([]);
    // The clinic's tokens do not work against the other place.
    const crossed = await t.call(name, body(), { place: CANTINA, ...pedro });
    expect(crossed.status).toBe(403);
  });
});
