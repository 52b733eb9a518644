import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CLINIC = DEMO.places[2];
let t: TestApp;
let owner: StaffAuth;

const visitor = (ip: string) => ({ place: CLINIC, ip });
const form = {
  username: 'Renata Albuquerque Lima',
  phone: '(11) 97444-1201',
  cpf: '384.729.105-04',
  birthdate: '1992-08-15',
  email: 'renata.lima@exemplo.com.br',
  password: 'senha-da-renata',
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAuth(t, CLINIC, '10.177.0.1', DEMO.owner);
});
afterAll(() => t.close());

describe('createclinic', () => {
  it("registers the patient's account, signs in and creates the patient record linked to it", async () => {
    const res = await t.call('createclinic', form, visitor('10.177.1.1'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    const userId = res.body.data.user._id;
    const found = await t.call('patients/cpf', { cpf: '38472910504' }, { place: CLINIC, ...owner });
    expect(found.body.data.patient).toMatchObject({
      full_name: 'Renata Albuquerque Lima',
      user_id: userId,
      phone: '11974441201',
      birthdate: '1992-08-15',
    });
    const audit = await t.call(
      'patients/audit',
      { patient_id: found.body.data.patient._id },
      { place: CLINIC, ...owner },
    );
    expect(audit.body.data.entries.find((e: { action: string }) => e.action === 'patient.create')).toMatchObject({
      action: 'patient.create',
      role: 'patient',
      ip: '10.177.1.1',
    });
    // The password works for signing in (it was stored hashed, never as typed).
    const login = await t.call('login', { phone: '11974441201', password: 'senha-da-renata' }, visitor('10.177.1.2'));
    expect(login.status).toBe(200);
  });

  it('refuses a phone already registered under the phone field, and creates nothing', async () => {
    const res = await t.call(
      'createclinic',
      { ...form, cpf: '271.936.458-46', email: 'outra@exemplo.com.br' },
      visitor('10.177.1.3'),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'user_exists', field: 'phone' });
    const none = await t.call('patients/cpf', { cpf: '27193645846' }, { place: CLINIC, ...owner });
    expect(none.body.data.patient).toBeNull();
  });

  it('a CPF already a patient gets an account but no second record, with the same answer', async () => {
    const res = await t.call(
      'createclinic',
      { ...form, username: 'Outra Pessoa', phone: '(11) 97444-1202', email: undefined },
      visitor('10.177.1.4'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = await t.call('patients/cpf', { cpf: '38472910504' }, { place: CLINIC, ...owner });
    expect(found.body.data.patient.full_name).toBe('Renata Albuquerque Lima');
  });

  it('validates every field with the spec messages', async () => {
    const res = await t.call(
      'createclinic',
      { username: 'R', phone: '123', cpf: '123.456.789-00', birthdate: '1800-01-01', password: '1' },
      visitor('10.177.1.5'),
    );
    expect(res.status).toBe(400);
    const cpf = await t.call(
      'createclinic',
      { ...form, phone: '(11) 97444-1209', cpf: '123.456.789-00' },
      visitor('10.177.1.6'),
    );
    expect(cpf.body.error.message).toContain('CPF inválido');
    const missing = await t.call('createclinic', { username: 'Sem Dados' }, visitor('10.177.1.7'));
    expect(missing.status).toBe(400);
  });
});
