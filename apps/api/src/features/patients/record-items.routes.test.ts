import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { placeIdOf } from '../orders/orders.test-helpers.ts';

// Surgeries and procedures (decisions 155–156): signed, never changed, audited, scoped.

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let beatriz: StaffAuth;
let customer: { token: string };
let clinicId: string;
let patientId: string;
let surgeryId: string;
let procedureId: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.181.0.1');
  owner = await staffAuth(t, CLINIC, '10.181.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.181.0.3', DEMO.supplier);
  const created = await t.call(
    'createuser',
    { username: 'Dra. Beatriz Lacerda', phone: '11955518001', password: 'senha-beatriz' },
    { place: CLINIC, ip: '10.181.0.4' },
  );
  await t.database.db.execute(
    sql`update place_members set is_manager = true, supplier_id = 'supplier-beatriz' where user_id = ${created.body.data.user._id}`,
  );
  beatriz = await staffAuth(t, CLINIC, '10.181.0.4', { phone: '11955518001', password: 'senha-beatriz' });
  const login = await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.181.0.5' });
  customer = { token: login.body.data.token };
  clinicId = await placeIdOf(t, CLINIC);
  const patient = await t.call(
    'patients/create',
    { full_name: 'Helena Duarte Campos', cpf: '481.220.637-56', service_supplier_ids: ['supplier-pedro'] },
    as(reception),
  );
  expect(patient.status, JSON.stringify(patient.body)).toBe(200);
  patientId = patient.body.data.patient._id;
});
afterAll(() => t.close());

const surgery = () => ({
  patient_id: patientId,
  surgery_type: 'Blefaroplastia superior',
  surgery_local: 'Hospital Santa Catarina — centro cirúrgico 3',
  surgery_date: '2026-10-14',
  start_time: '07:30',
  observations: 'Anestesia local com sedação. Sem intercorrências.',
});
const procedure = () => ({
  patient_id: patientId,
  procedure_type: 'Toxina botulínica',
  date: '2026-11-03',
  hour: '15:10',
  region: 'Glabela e fronte',
  product: 'Botox 100U',
  lot: 'C6123C3',
  quantity: 24,
  unit: 'units',
  technique: 'Microdoses, 5 pontos na glabela',
  notes: 'Retorno em 15 dias.',
});

describe('surgery/create and surgery/get', () => {
  it('Dr. Pedro signs a surgery; it comes back with his signature and joins the timeline', async () => {
    const res = await t.call('surgery/create', surgery(), as(pedro));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.surgery).toMatchObject({
      surgery_type: 'Blefaroplastia superior',
      surgery_date: '2026-10-14',
      start_time: '07:30',
      author_name: 'Dr. Pedro Prestador',
      service_supplier_id: 'supplier-pedro',
      addendum_to: null,
    });
    surgeryId = res.body.data.surgery._id;
    const got = await t.call('surgery/get', { id: surgeryId }, as(owner));
    expect(got.status).toBe(200);
    expect(got.body.data.surgery.surgery_local).toContain('Santa Catarina');
  });

  it('refuses missing fields, a future day and a bad hour with clear messages', async () => {
    const empty = await t.call('surgery/create', { ...surgery(), surgery_type: '  ' }, as(pedro));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain('Informe o tipo de cirurgia.');
    const future = await t.call('surgery/create', { ...surgery(), surgery_date: '2099-01-01' }, as(pedro));
    expect(future.status).toBe(400);
    expect(future.body.error.message).toContain('01/01/2000');
    const hour = await t.call('surgery/create', { ...surgery(), start_time: '25:00' }, as(pedro));
    expect(hour.status).toBe(400);
    expect(hour.body.error.message).toContain('HH:MM');
  });

  it('the reception, an owner without a supplier id and another supplier may not write or read it', async () => {
    expect((await t.call('surgery/create', surgery(), as(reception))).status).toBe(403);
    const ownerWrites = await t.call('surgery/create', surgery(), as(owner));
    expect(ownerWrites.status).toBe(403);
    expect((await t.call('surgery/get', { id: surgeryId }, as(reception))).status).toBe(403);
    const other = await t.call('surgery/get', { id: surgeryId }, as(beatriz));
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Blefaroplastia');
    expect((await t.call('surgery/create', surgery(), as(beatriz))).status).toBe(404);
  });

  it('a correction is an addendum of the same patient, kept with the surgery', async () => {
    const add = await t.call(
      'surgery/create',
      { ...surgery(), observations: 'Adendo: retirada dos pontos em 7 dias.', addendum_to: surgeryId },
      as(pedro),
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const got = await t.call('surgery/get', { id: surgeryId }, as(pedro));
    expect(got.body.data.addenda).toHaveLength(1);
    expect(got.body.data.surgery.observations).toBe('Anestesia local com sedação. Sem intercorrências.');
    const other = await t.call(
      'patients/create',
      { full_name: 'Outro Paciente', service_supplier_ids: ['supplier-pedro'] },
      as(reception),
    );
    const wrong = await t.call(
      'surgery/create',
      { ...surgery(), patient_id: other.body.data.patient._id, addendum_to: surgeryId },
      as(pedro),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('addendum_to');
  });
});

describe('procedure/create and procedure/get', () => {
  it('Dr. Pedro signs a procedure with product, lot and quantity', async () => {
    const res = await t.call('procedure/create', procedure(), as(pedro));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.procedure).toMatchObject({
      lot: 'C6123C3',
      quantity: 24,
      unit: 'units',
      region: 'Glabela e fronte',
    });
    procedureId = res.body.data.procedure._id;
    const half = await t.call('procedure/create', { ...procedure(), quantity: 1.25, unit: 'ml' }, as(pedro));
    expect(half.body.data.procedure.quantity).toBe(1.25);
  });

  it('refuses a quantity out of range or with more than two decimals, and an unknown unit', async () => {
    for (const quantity of [0, 10_001, 1.234, -3]) {
      const res = await t.call('procedure/create', { ...procedure(), quantity }, as(pedro));
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.error.message).toContain('Quantidade');
    }
    const unit = await t.call('procedure/create', { ...procedure(), unit: 'litros' }, as(pedro));
    expect(unit.status).toBe(400);
    expect(
      (await t.call('procedure/create', { ...procedure(), procedure_type: '' }, as(pedro))).body.error.message,
    ).toContain('Informe o tipo de procedimento.');
  });

  it('is read by Dr. Pedro and the owner, not by another supplier nor the reception', async () => {
    expect((await t.call('procedure/get', { id: procedureId }, as(owner))).status).toBe(200);
    expect((await t.call('procedure/get', { id: procedureId }, as(beatriz))).status).toBe(404);
    expect((await t.call('procedure/get', { id: procedureId }, as(reception))).status).toBe(403);
  });

  it('the timeline holds consultations, surgeries and procedures, newest first', async () => {
    const view = await t.call('patients/get', { id: patientId, detailed: true }, as(pedro));
    const timeline = view.body.data.timeline as { kind: string; date: string; addenda: number; _id: string }[];
    expect(new Set(timeline.map((i) => i.kind))).toEqual(new Set(['surgery', 'procedure']));
    const days = timeline.map((i) => i.date);
    expect(days).toEqual([...days].sort().reverse());
    expect(timeline.find((i) => i._id === surgeryId)?.addenda).toBe(1);
    const hidden = await t.call('patients/get', { id: patientId, detailed: true }, as(reception));
    expect(hidden.body.data.timeline).toEqual([]);
  });
});

describe('signed items never change', () => {
  const answer = async (work: Promise<unknown>) => {
    try {
      await work;
      return 'accepted';
    } catch (error) {
      return String((error as { cause?: unknown }).cause ?? error);
    }
  };
  it.each([
    ['patient_surgeries', 'observations'],
    ['patient_procedures', 'notes'],
  ])('%s refuses UPDATE and DELETE, for the app and for a superuser', async (table, column) => {
    const id = table === 'patient_surgeries' ? surgeryId : procedureId;
    const asApp = await answer(
      t.database.inPlace(clinicId, (tx) =>
        tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = 'alterado' where id = ${id}`),
      ),
    );
    expect(asApp).toMatch(/permission denied|append-only/);
    const asSuperuser = await answer(t.database.db.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`));
    expect(asSuperuser).toMatch(/append-only/);
  });
});

describe('the audit', () => {
  it('holds every surgery and procedure read and write, with the item but never its content', async () => {
    const res = await t.call('patients/audit', { patient_id: patientId }, as(owner));
    const entries = res.body.data.entries as { action: string; target: string; role: string }[];
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ['surgery.create', 'surgery.addendum', 'surgery.read', 'procedure.create', 'procedure.read']) {
      expect(actions, a).toContain(a);
    }
    expect(entries.find((e) => e.action === 'surgery.read' && e.role === 'owner')?.target).toBe(`surgery:${surgeryId}`);
    expect(JSON.stringify(entries)).not.toMatch(/Blefaroplastia|Botox|Helena/);
  });
});

describe('refusals', () => {
  const calls = [
    ['surgery/create', () => surgery()],
    ['surgery/get', () => ({ id: surgeryId })],
    ['procedure/create', () => procedure()],
    ['procedure/get', () => ({ id: procedureId })],
  ] as const;
  it.each(calls)('%s: refused to a customer and to staff of another place', async (name, body) => {
    expect((await t.call(name, body(), { place: CLINIC, token: customer.token })).status).toBe(403);
    const cantinaOwner = await staffAuth(
      t,
      CANTINA,
      `10.182.0.${calls.findIndex((c) => c[0] === name) + 1}`,
      DEMO.owner,
    );
    const foreign = await t.call(name, body(), as(cantinaOwner, CANTINA));
    expect([403, 404]).toContain(foreign.status);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Blefaroplastia|Botox|Helena/);
    expect((await t.call(name, body(), { place: CANTINA, ...pedro })).status).toBe(403);
  });
});
