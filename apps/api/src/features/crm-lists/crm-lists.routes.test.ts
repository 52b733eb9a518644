import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, otherClinicOwner, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newPatient } from '../scheduling/scheduling.test-helpers.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
/** A second clinic: isolation between places is tested between two clinics (decision 206). */
const NEIGHBOUR = 'clinica-vizinha';
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let cantinaOwner: StaffAuth;
let neighbour: StaffAuth;
let customerToken: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.181.0.1');
  owner = await staffAuth(t, CLINIC, '10.181.0.2', DEMO.owner);
  cantinaOwner = await staffAuth(t, CANTINA, '10.181.0.3', DEMO.owner);
  neighbour = await otherClinicOwner(t, NEIGHBOUR, '10.182.0.3');
  customerToken = (await newPatient(t, CLINIC, 'Cliente Curioso')).token;
});
afterAll(() => t.close());

describe('cancellation reasons', () => {
  it('are created, listed by name, renamed and deleted (kept for the history)', async () => {
    const created = await t.call('createCancelationReasons', { name: '  Mudança de cidade  ' }, as(reception));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.reason.id as string;
    expect(created.body.data.reason).toEqual({ id, name: 'Mudança de cidade', deleted_at: null });

    const taken = await t.call('createCancelationReasons', { name: 'MUDANÇA DE CIDADE' }, as(reception));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'name_taken',
      field: 'name',
      message: 'Já existe um motivo de cancelamento com este nome.',
    });

    const renamed = await t.call('updateCancelation', { id, name: 'Mudou de cidade' }, as(reception));
    expect(renamed.body.data.reason.name).toBe('Mudou de cidade');
    expect((await t.call('deletedCancelation', { id }, as(reception))).body.data).toEqual({ deleted: true });
    expect((await t.call('deletedCancelation', { id }, as(reception))).status).toBe(404);
    expect((await t.call('updateCancelation', { id, name: 'Outro' }, as(reception))).status).toBe(404);

    const inUse = (await t.call('getCancelation', {}, as(reception))).body.data.reasons as { id: string }[];
    expect(inUse.map((r) => r.id)).not.toContain(id);
    const all = (await t.call('getCancelation', { include_deleted: true }, as(reception))).body.data.reasons;
    const kept = all.find((r: { id: string }) => r.id === id);
    expect(kept.name).toBe('Mudou de cidade');
    expect(kept.deleted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A deleted name is free again.
    expect((await t.call('createCancelationReasons', { name: 'Mudou de cidade' }, as(reception))).status).toBe(200);
  });

  it('answers 400 with the field for bad input', async () => {
    const empty = await t.call('createCancelationReasons', { name: '   ' }, as(reception));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ field: 'name', message: 'name: Informe o motivo de cancelamento.' });
    const long = await t.call('createCancelationReasons', { name: 'x'.repeat(121) }, as(reception));
    expect(long.status).toBe(400);
    expect((await t.call('updateCancelation', { id: 'nao-e-uuid', name: 'A' }, as(reception))).status).toBe(400);
    expect((await t.call('createCancelationReasons', { name: 'a\u0000b' }, as(reception))).status).toBe(400);
  });
});

describe('contact types and organisations', () => {
  it('a contact type has one of the spec kinds (none by default)', async () => {
    const seeded = (await t.call('getTypeContacts', {}, as(reception))).body.data.contact_types as { name: string }[];
    expect(seeded.map((c) => c.name)).toContain('Indicação de paciente');
    const plain = await t.call('createTypeContact', { name: 'Telefone fixo' }, as(reception));
    expect(plain.body.data.contact_type.kind).toBe('none');
    const id = plain.body.data.contact_type.id as string;
    const changed = await t.call(
      'updateTypeContact',
      { id, name: 'Indicação de amigo', kind: 'forwarding_customer' },
      as(reception),
    );
    expect(changed.body.data.contact_type).toMatchObject({
      name: 'Indicação de amigo',
      kind: 'forwarding_customer',
    });
    const bad = await t.call('createTypeContact', { name: 'X', kind: 'spam' }, as(reception));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ field: 'kind', message: 'kind: Tipo de contato inválido.' });
    expect((await t.call('deletedTypeContact', { id }, as(reception))).status).toBe(200);
  });

  it('an organisation keeps its extra fields; UpdateOrganization archives and restores it', async () => {
    const badCnpj = await t.call(
      'createOrganization',
      { name: 'Academia Forma', cnpj: '11.111.111/1111-11' },
      as(reception),
    );
    expect(badCnpj.status).toBe(400);
    const created = await t.call(
      'createOrganization',
      { name: 'Academia Forma', cnpj: '11.222.333/0001-81', phone: '(11) 3456-7890', email: 'RH@Forma.com.br' },
      as(reception),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const org = created.body.data.organization;
    expect(org).toMatchObject({ cnpj: '11222333000181', phone: '1134567890', email: 'rh@forma.com.br', notes: null });
    const noted = await t.call('UpdateOrganization', { id: org.id, notes: 'Convênio de 10%' }, as(reception));
    expect(noted.body.data.organization).toMatchObject({
      name: 'Academia Forma',
      cnpj: '11222333000181',
      notes: 'Convênio de 10%',
    });
    const archived = await t.call('UpdateOrganization', { id: org.id, archived: true }, as(reception));
    expect(archived.body.data.organization.deleted_at).not.toBeNull();
    const listed = (await t.call('getOrganization', {}, as(reception))).body.data.organizations as { id: string }[];
    expect(listed.map((o) => o.id)).not.toContain(org.id);
    expect((await t.call('UpdateOrganization', { id: org.id, notes: 'x' }, as(reception))).status).toBe(404);
    const restored = await t.call('UpdateOrganization', { id: org.id, archived: false }, as(reception));
    expect(restored.body.data.organization).toMatchObject({ deleted_at: null, notes: 'Convênio de 10%' });
  });
});

describe('campaigns and first contacts', () => {
  it('a campaign names entries of its own place; updates keep what is not sent and null clears', async () => {
    const org = (await t.call('createOrganization', { name: 'Studio Pilates Vila' }, as(reception))).body.data
      .organization.id;
    const type = (await t.call('createTypeContact', { name: 'Anúncio pago', kind: 'system' }, as(reception))).body.data
      .contact_type.id;
    const speciality = (await t.call('speciality/list', {}, { place: CLINIC })).body.data.specialities[0]._id;
    const body = {
      name: 'Google Ads Implante Dezembro',
      message: 'Avaliação gratuita de implante',
      organization: org,
      interest: speciality,
      indacted_by: 'Agência Pixel',
      mainProfessional: 'supplier-pedro',
      indicationClinic: null,
      type_contact: type,
    };
    const created = await t.call('createCampaing', body, as(reception));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const campaign = created.body.data.campaign;
    expect(campaign).toMatchObject({ ...body, id: campaign.id, deleted_at: null });

    const kept = await t.call('updateCampaing', { id: campaign.id, name: 'Google Ads Capilar' }, as(reception));
    expect(kept.body.data.campaign).toMatchObject({
      name: 'Google Ads Capilar',
      organization: org,
      type_contact: type,
    });
    const cleared = await t.call(
      'updateCampaing',
      { id: campaign.id, name: 'Google Ads Capilar', organization: null },
      as(reception),
    );
    expect(cleared.body.data.campaign.organization).toBeNull();

    const unknownSupplier = await t.call(
      'createCampaing',
      { name: 'X', mainProfessional: 'supplier-ninguem' },
      as(reception),
    );
    expect(unknownSupplier.status).toBe(400);
    expect(unknownSupplier.body.error).toMatchObject({
      field: 'mainProfessional',
      message: 'Profissional não encontrado.',
    });

    const first = await t.call(
      'createFirstContact',
      { name: 'Formulário da página de vendas', campaing: campaign.id },
      as(reception),
    );
    expect(first.body.data.first_contact).toMatchObject({
      name: 'Formulário da página de vendas',
      campaing: campaign.id,
    });
    // Deleting the campaign keeps the first contact's link (history), but a new link to it is refused.
    expect((await t.call('deletedCampaing', { id: campaign.id }, as(reception))).status).toBe(200);
    const renamed = await t.call(
      'updateFirstContact',
      { id: first.body.data.first_contact.id, name: 'Formulário da página de vendas (antigo)', campaing: campaign.id },
      as(reception),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const relinked = await t.call('createFirstContact', { name: 'Outro', campaing: campaign.id }, as(reception));
    expect(relinked.status).toBe(400);
    expect(relinked.body.error).toMatchObject({ field: 'campaing', message: 'Campanha não encontrada.' });
  });

  it("another place's entries are unknown here, and this place's are out of reach from there", async () => {
    const theirs = await t.call('createOrganization', { name: 'Organização da Vizinha' }, as(neighbour, NEIGHBOUR));
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const linked = await t.call(
      'createCampaing',
      { name: 'Campanha Cruzada', organization: theirs.body.data.organization.id },
      as(reception),
    );
    expect(linked.status).toBe(400);
    expect(linked.body.error.field).toBe('organization');

    const ours = (await t.call('createCampaing', { name: 'Instagram Dezembro' }, as(reception))).body.data.campaign.id;
    expect((await t.call('updateCampaing', { id: ours, name: 'Roubada' }, as(neighbour, NEIGHBOUR))).status).toBe(404);
    expect((await t.call('deletedCampaing', { id: ours }, as(neighbour, NEIGHBOUR))).status).toBe(404);
    const theirList = (await t.call('listCampaing', { include_deleted: true }, as(neighbour, NEIGHBOUR))).body.data
      .campaigns as { id: string }[];
    expect(theirList.map((c) => c.id)).not.toContain(ours);
    expect((await t.call('listCampaing', {}, as(neighbour, CLINIC))).status).toBe(403);
  });
});

describe('patients/origin/get and set', () => {
  it("records a patient's origin and blocks, audited, and refuses another supplier and foreign ids", async () => {
    const patient = await t.call(
      'patients/create',
      { full_name: 'Helena Duarte Moraes', service_supplier_ids: ['supplier-pedro'] },
      as(reception),
    );
    expect(patient.status, JSON.stringify(patient.body)).toBe(200);
    const patientId = patient.body.data.patient._id ?? patient.body.data.patient.id;
    const empty = await t.call('patients/origin/get', { patient_id: patientId }, as(reception));
    expect(empty.body.data.origin).toMatchObject({ campaign_id: null, publicity_block: false, updated_at: null });

    const campaign = (await t.call('createCampaing', { name: 'Instagram Harmonização Teste' }, as(reception))).body.data
      .campaign.id;
    const set = await t.call(
      'patients/origin/set',
      { patient_id: patientId, campaign_id: campaign, publicity_block: true, clinical_indication: 'Flacidez facial' },
      as(reception),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.origin).toMatchObject({ campaign_id: campaign, publicity_block: true, contact_block: false });
    const again = await t.call('patients/origin/set', { patient_id: patientId, contact_block: true }, as(reception));
    expect(again.body.data.origin).toMatchObject({ campaign_id: campaign, publicity_block: true, contact_block: true });

    const audit = await t.call('patients/audit', { patient_id: patientId }, as(owner));
    const targets = (audit.body.data.entries as { action: string; target: string | null }[])
      .filter((e) => e.target === 'origin')
      .map((e) => e.action);
    expect(targets).toEqual(expect.arrayContaining(['patient.read', 'patient.update']));

    const theirs = await t.call('createCampaing', { name: 'Campanha da Vizinha' }, as(neighbour, NEIGHBOUR));
    const foreign = await t.call(
      'patients/origin/set',
      { patient_id: patientId, campaign_id: theirs.body.data.campaign.id },
      as(reception),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field).toBe('campaign_id');
    expect((await t.call('patients/origin/get', { patient_id: patientId }, as(neighbour, NEIGHBOUR))).status).toBe(404);

    // Dr. Pedro attends her; a professional who does not sees nothing, nor can write.
    const pedro = await staffAuth(t, CLINIC, '10.181.0.9', DEMO.supplier);
    expect((await t.call('patients/origin/get', { patient_id: patientId }, as(pedro))).status).toBe(200);
    const other = await newPatient(t, CLINIC, 'Dra. Beatriz Lacerda');
    await t.database.db.execute(
      sql`update place_members set is_manager = true, supplier_id = 'supplier-beatriz' where user_id = ${other.userId}`,
    );
    const beatriz = await staffAuth(t, CLINIC, '10.181.0.10', { phone: other.phone, password: 'senha-paciente' });
    expect((await t.call('patients/origin/get', { patient_id: patientId }, as(beatriz))).status).toBe(404);
    const write = await t.call('patients/origin/set', { patient_id: patientId, contact_block: false }, as(beatriz));
    expect(write.status).toBe(404);
  });
});

describe('refusals', () => {
  const calls = [
    ['getCancelation', {}],
    ['createCancelationReasons', { name: 'Recusado' }],
    ['listCampaing', {}],
    ['createCampaing', { name: 'Recusada' }],
    ['listFirstContact', {}],
    ['createFirstContact', { name: 'Recusado' }],
    ['getOrganization', {}],
    ['createOrganization', { name: 'Recusada' }],
    ['getTypeContacts', {}],
    ['createTypeContact', { name: 'Recusado' }],
    ['patients/origin/get', { patient_id: '00000000-0000-4000-8000-000000000000' }],
  ] as const;

  it.each(calls)('%s: refused to a customer, to anonymous and to staff of another place', async (name, body) => {
    expect((await t.call(name, body, { place: CLINIC, token: customerToken })).status).toBe(403);
    expect((await t.call(name, body, { place: CLINIC })).status).toBe(403);
    expect((await t.call(name, body, as(cantinaOwner, CLINIC))).status).toBe(403);
  });
});

describe('only at a clinic (decision 206)', () => {
  it("refuses the restaurant's owner every list, in the person's language, and keeps its other answers", async () => {
    for (const [name, body] of [
      ['listCampaing', {}],
      ['createCampaing', { name: 'Campanha da Cantina' }],
      ['getCancelation', {}],
      ['createOrganization', { name: 'Organização da Cantina' }],
      ['getTypeContacts', {}],
      ['listFirstContact', {}],
    ] as const) {
      const res = await t.call(name, body, as(cantinaOwner, CANTINA));
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.error).toMatchObject({
        code: 'clinic_only',
        message: 'Disponível só para clínicas e prestadores de serviço.',
      });
    }
    const en = await t.call('listCampaing', {}, { ...as(cantinaOwner, CANTINA), headers: { 'accept-language': 'en' } });
    expect(en.body.error.message).toBe('Available only to clinics and service providers.');
    // A customer there is still refused for their level, and bad input is still a 400.
    const customer = await customerAuth(t, CANTINA, '10.182.0.4');
    const denied = await t.call('listCampaing', {}, { place: CANTINA, token: customer.token });
    expect(denied.body.error.code).toBe('access_denied');
    const bad = await t.call('createCampaing', { name: 7 }, as(cantinaOwner, CANTINA));
    expect(bad.status).toBe(400);
    // Nothing was written there.
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from crm_campaigns c join places p on p.id = c.place_id where p.slug = ${CANTINA}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 });
  });
});
