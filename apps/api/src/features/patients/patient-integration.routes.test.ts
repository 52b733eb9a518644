import { validateCpfCnpj } from '@app/domain/users/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxClinicIntegration } from '../../integrations/clinic-integration/index.ts';
import { createSandboxPatientsRepo } from '../../integrations/clinic-integration/sandbox.repo.ts';
import { clinicIntegrationSandboxPatients } from '../../integrations/clinic-integration/sandbox.tables.ts';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

// The integration client (decision 185) on the sandbox adapter: the owner's setting, a patient read
// by CPF and pushed, the audit, and the refusals.

const CLINIC = DEMO.places[2];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let customerToken: string;
let patientId: string;

const as = (s: StaffAuth) => ({ place: CLINIC, ...s });
const cpf = (() => {
  for (let suffix = 0; suffix < 100; suffix++) {
    const c = `718600001${String(suffix).padStart(2, '0')}`;
    if (validateCpfCnpj(c) === null) return c;
  }
  throw new Error('no cpf');
})();

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.186.0.1');
  owner = await staffAuth(t, CLINIC, '10.186.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.186.0.3', DEMO.supplier);
  customerToken = (await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.186.0.4' })).body.data.token;
  const created = await t.call(
    'patients/create',
    { full_name: 'Helena Costa Prado', cpf, phone: '(11) 97777-1234' },
    as(pedro),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  patientId = created.body.data.patient._id;
});
afterAll(() => t.close());

describe('the integration client', () => {
  it('offers nothing until the owner sets the base URL; the key is never answered back', async () => {
    const off = await t.call('patients/integration/status', {}, as(reception));
    expect(off.body.data).toEqual({ configured: false });
    const before = await t.call('patients/integration/detail', { patient_id: patientId }, as(pedro));
    expect(before.body.data).toEqual({ configured: false, patient: null, custom_fields: [] });
    expect((await t.call('patients/integration/update', { patient_id: patientId }, as(pedro))).status).toBe(400);

    const bad = await t.call('patients/integration/settings/update', { base_url: 'ftp://x' }, as(owner));
    expect(bad.status).toBe(400);
    const set = await t.call(
      'patients/integration/settings/update',
      { base_url: 'https://sistema.clinica.exemplo.com.br', token: 'chave-secreta' },
      as(owner),
    );
    expect(set.body.data).toEqual({
      base_url: 'https://sistema.clinica.exemplo.com.br',
      has_token: true,
      token_masked: '••••reta',
    });
    // At rest the key is sealed (decision 211): neither the table nor the answer carries it.
    const stored = await t.database.db.execute(
      sql`select token, token_sealed, token_hint from patient_integration_settings`,
    );
    expect(JSON.stringify(stored)).not.toContain('chave-secreta');
    expect(JSON.stringify(stored)).toContain('v1.');
    // Staff learn only that there is one (the list's search), never the address or the key.
    const on = await t.call('patients/integration/status', {}, as(reception));
    expect(on.body.data).toEqual({ configured: true });
    expect((await t.call('patients/integration/status', {}, { place: CLINIC, token: customerToken })).status).toBe(403);
    const read = await t.call('patients/integration/settings', {}, as(owner));
    expect(JSON.stringify(read.body)).not.toContain('chave-secreta');
    expect((await t.call('patients/integration/settings', {}, as(reception))).status).toBe(403);
    expect((await t.call('patients/integration/settings/update', { base_url: null }, as(reception))).status).toBe(403);
  });

  it("pushes the patient's data, then reads them and their custom fields by CPF, audited", async () => {
    const pushed = await t.call('patients/integration/update', { patient_id: patientId }, as(pedro));
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(200);
    const detail = await t.call('patients/integration/detail', { patient_id: patientId }, as(reception));
    expect(detail.body.data.configured).toBe(true);
    expect(detail.body.data.patient).toMatchObject({ name: 'Helena Costa Prado', cpf });
    expect(detail.body.data.custom_fields.map((f: { label: string }) => f.label)).toContain('Convênio');
    const found = await t.call(
      'patients/integration/filter',
      { filters: [{ field: 'name', operator: 'contains', value: 'helena' }] },
      as(reception),
    );
    expect(found.body.data.patients).toHaveLength(1);
    const audit = await t.call('patients/audit', { patient_id: patientId }, as(owner));
    const actions = (audit.body.data.entries as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['integration.read', 'integration.push']));
  });

  it('seals a key saved in plain text before decision 211 on its first read, and keeps it working', async () => {
    await t.database.db.execute(
      sql`update patient_integration_settings set token = 'chave-antiga-1234', token_sealed = null, token_hint = null`,
    );
    const read = await t.call('patients/integration/settings', {}, as(owner));
    expect(read.body.data).toMatchObject({ has_token: true, token_masked: '••••1234' });
    const stored = await t.database.db.execute(sql`select token, token_sealed from patient_integration_settings`);
    expect(JSON.stringify(stored)).not.toContain('chave-antiga');
    const kept = await t.call(
      'patients/integration/settings/update',
      { base_url: 'https://sistema.clinica.exemplo.com.br' },
      as(owner),
    );
    expect(kept.body.data).toMatchObject({ has_token: true, token_masked: '••••1234' });
    expect((await t.call('patients/integration/update', { patient_id: patientId }, as(pedro))).status).toBe(200);
  });

  it('the sandbox keeps what it was sent in a table: another instance (or a restart) reads it (decision 194)', async () => {
    const other = createSandboxClinicIntegration(createSandboxPatientsRepo(t.database.db));
    const target = { baseUrl: 'https://sistema.clinica.exemplo.com.br', token: null, placeId: '' };
    const placeId = (await t.database.db.select().from(clinicIntegrationSandboxPatients)).find(
      (r) => r.cpf === cpf,
    )?.placeId;
    expect(placeId).toBeTruthy();
    const seen = await other.getPatientDetail({ ...target, placeId: placeId as string }, cpf);
    expect(seen).toMatchObject({ id: `sandbox-${cpf}`, name: 'Helena Costa Prado', cpf });
    // Another place's system does not know this patient; an accent-free search finds an accented name.
    expect(await other.getPatientDetail({ ...target, placeId: 'another-place' }, cpf)).toBeNull();
    await other.updatePatient(
      { ...target, placeId: placeId as string },
      {
        name: 'Helena Costa Prado Simões',
        cpf,
        phone: null,
        email: null,
        birthdate: null,
      },
    );
    const found = await t.call(
      'patients/integration/filter',
      { filters: [{ field: 'name', operator: 'contains', value: 'simoes' }] },
      as(reception),
    );
    expect(found.body.data.patients.map((p: { name: string }) => p.name)).toEqual(['Helena Costa Prado Simões']);
  });

  it('is refused to a customer, for a patient outside the scope, and for bad filters', async () => {
    const body = { patient_id: patientId };
    expect((await t.call('patients/integration/detail', body, { place: CLINIC, token: customerToken })).status).toBe(
      403,
    );
    const stranger = await t.call(
      'patients/integration/detail',
      { patient_id: '00000000-0000-4000-8000-000000000999' },
      as(pedro),
    );
    expect(stranger.status).toBe(404);
    const noFilter = await t.call('patients/integration/filter', { filters: [] }, as(reception));
    expect(noFilter.status).toBe(400);
  });
});
