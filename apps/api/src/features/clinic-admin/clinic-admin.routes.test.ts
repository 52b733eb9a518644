import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherClinicOwner, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newPatient } from '../scheduling/scheduling.test-helpers.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let owner: StaffAuth;
let manager: StaffAuth;
let cantinaOwner: StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAuth(t, CLINIC, '10.177.0.1', DEMO.owner);
  manager = await staffAuth(t, CLINIC, '10.177.0.2');
  cantinaOwner = await staffAuth(t, CANTINA, '10.177.0.3', DEMO.owner);
});
afterAll(() => t.close());

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const names = async () =>
  ((await t.call('speciality/list', {}, { place: CLINIC })).body.data.specialities as { name: string }[]).map(
    (s) => s.name,
  );

describe('speciality/save and speciality/remove', () => {
  it('the owner adds, renames and removes a speciality; a removed one leaves the suppliers', async () => {
    const added = await t.call('speciality/save', { name: 'Psicologia' }, as(owner));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.data.speciality._id as string;
    expect((await names()).at(-1)).toBe('Psicologia');
    const renamed = await t.call('speciality/save', { id, name: 'Psicologia clínica' }, as(owner));
    expect(renamed.body.data.speciality).toEqual({ _id: id, name: 'Psicologia clínica' });
    const duplicate = await t.call('speciality/save', { name: 'Dermatologia' }, as(owner));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error.message).toBe('Já existe uma especialidade com este nome.');
    const empty = await t.call('speciality/save', { name: '  ' }, as(owner));
    expect(empty.status).toBe(400);

    const supplier = await t.call(
      'servicesupplier/update',
      { service_supplier_id: 'supplier-psi', name: 'Dra. Íris', speciality_ids: [id], services: [], working_hours: [] },
      as(owner),
    );
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(200);
    expect((await t.call('speciality/remove', { id }, as(owner))).status).toBe(200);
    expect(await names()).not.toContain('Psicologia clínica');
    const listed = await t.call('servicesupplier/list', {}, as(owner));
    const psi = listed.body.data.service_suppliers.find(
      (s: { service_supplier_id: string }) => s.service_supplier_id === 'supplier-psi',
    );
    expect(psi.specialities).toEqual([]);
    expect((await t.call('speciality/remove', { id }, as(owner))).status).toBe(404);
  });

  it('refuses a patient, a manager who is not the owner and the owner of another place', async () => {
    const patient = await newPatient(t, CLINIC, 'Paciente Curioso');
    const body = { name: 'Ortopedia' };
    expect((await t.call('speciality/save', body, { place: CLINIC, token: patient.token })).status).toBe(403);
    expect((await t.call('speciality/save', body, as(manager))).status).toBe(403);
    expect((await t.call('speciality/save', body, as(cantinaOwner, CLINIC))).status).toBe(403);
    const theirs = await t.call('speciality/list', {}, { place: CLINIC });
    const derm = theirs.body.data.specialities[0]._id as string;
    // From its own place, the other owner cannot touch this clinic's row either.
    expect((await t.call('speciality/remove', { id: derm }, as(cantinaOwner, CANTINA))).status).toBe(404);
    expect(await names()).toContain('Dermatologia');
  });
});

describe('service types (getservicetype, getservicetypeId, admin/servicetype/save)', () => {
  const types = async (body: Record<string, unknown> = {}, auth?: StaffAuth, place: string = CLINIC) =>
    (await t.call('getservicetype', body, auth ? as(auth, place) : { place })).body.data.tipos_servicos as {
      _id: string;
      name: string;
      active: boolean;
    }[];

  it("lists the clinic's active types to anyone, the inactive ones too to staff who ask", async () => {
    expect((await types()).map((s) => s._id)).toEqual(['consulta', 'procedimento', 'retorno']);
    expect((await types({ include_inactive: true })).map((s) => s._id)).not.toContain('teleconsulta');
    expect(await types({ include_inactive: true }, manager)).toContainEqual({
      _id: 'teleconsulta',
      name: 'Teleconsulta',
      active: false,
    });
    const byId = await t.call('getservicetypeId', { ids: ['consulta', 'teleconsulta', 'nada'] }, { place: CLINIC });
    expect(byId.body.data.tipos_servicos.map((s: { name: string }) => s.name)).toEqual(['Consulta', 'Teleconsulta']);
    const none = await t.call('getservicetypeId', { ids: [] }, { place: CLINIC });
    expect(none.status).toBe(400);
    // Another place's types never show.
    expect(await types({ include_inactive: true }, cantinaOwner, CANTINA)).toEqual([]);
  });

  it('the owner creates, renames and deactivates a type; its id never changes; others are refused', async () => {
    const created = await t.call('admin/servicetype/save', { name: 'Avaliação estética' }, as(owner));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.tipo_servico).toEqual({
      _id: 'avaliacao-estetica',
      name: 'Avaliação estética',
      active: true,
    });
    const renamed = await t.call(
      'admin/servicetype/save',
      { _id: 'avaliacao-estetica', name: 'Avaliação', active: false },
      as(owner),
    );
    expect(renamed.body.data.tipo_servico).toEqual({ _id: 'avaliacao-estetica', name: 'Avaliação', active: false });
    const again = await t.call('admin/servicetype/save', { name: 'Avaliação estética' }, as(owner));
    expect(again.body.data.tipo_servico._id).toBe('avaliacao-estetica-2');
    const taken = await t.call('admin/servicetype/save', { name: 'Consulta' }, as(owner));
    expect(taken.status).toBe(400);
    expect(taken.body.error).toMatchObject({ field: 'name', message: 'Já existe um tipo de serviço com este nome.' });
    const missing = await t.call('admin/servicetype/save', { _id: 'nada', name: 'Nada' }, as(owner));
    expect(missing.status).toBe(404);
    const empty = await t.call('admin/servicetype/save', { name: ' ' }, as(owner));
    expect(empty.status).toBe(400);
    const denied = await t.call('admin/servicetype/save', { name: 'Outro' }, as(manager));
    expect(denied.body.error.code).toBe('access_denied');
    // Another clinic's owner cannot touch this clinic's types; a restaurant's owner has none to manage.
    const neighbour = await otherClinicOwner(t, 'clinica-vizinha', '10.182.0.6');
    const foreign = await t.call(
      'admin/servicetype/save',
      { _id: 'consulta', name: 'X' },
      as(neighbour, 'clinica-vizinha'),
    );
    expect(foreign.status).toBe(404);
    const restaurant = await t.call('admin/servicetype/save', { name: 'Rodízio' }, as(cantinaOwner, CANTINA));
    expect(restaurant.status).toBe(403);
    expect(restaurant.body.error.code).toBe('clinic_only');
  });
});
