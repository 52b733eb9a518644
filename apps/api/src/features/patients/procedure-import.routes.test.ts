import { validateCpfCnpj } from '@app/domain/users/rules';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

// procedure/import/preview and procedure/import (decision 185): the patient by CPF, the procedure
// form's messages per row, a patient outside the professional's scope refused, the audit.

const CLINIC = DEMO.places[2];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let customerToken: string;

const as = (s: StaffAuth) => ({ place: CLINIC, ...s });
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

function cpfFrom(base: number): string {
  for (let suffix = 0; suffix < 100; suffix++) {
    const cpf = `${String(base).padStart(9, '0')}${String(suffix).padStart(2, '0')}`;
    if (validateCpfCnpj(cpf) === null) return cpf;
  }
  throw new Error('no cpf');
}
const mine = cpfFrom(718_500_001);
const theirs = cpfFrom(718_500_002);
const unknown = cpfFrom(718_500_003);
let mineId: string;

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.185.0.1');
  owner = await staffAuth(t, CLINIC, '10.185.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.185.0.3', DEMO.supplier);
  customerToken = (await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.185.0.4' })).body.data.token;
  const created = await t.call('patients/create', { full_name: 'Lívia Duarte Campos', cpf: mine }, as(pedro));
  mineId = created.body.data.patient._id;
  await t.call('patients/create', { full_name: 'Caio Menezes', cpf: theirs, service_supplier_ids: [] }, as(reception));
});
afterAll(() => t.close());

const csv = `CPF;Procedimento;Data;Hora;Região;Produto;Lote;Quantidade;Unidade
${mine};Toxina botulínica;10/03/2025;9h30;Glabela;Botox 100U;C1234;20;U
${theirs};Peeling químico;11/03/2025;10:00;Face;;;;
${unknown};Laser;12/03/2025;11:00;Face;;;;
${mine};;31/02/2025;25:00;Face;;;1,234;litros
`;

describe('procedure/import', () => {
  it("previews each row with the procedure form's messages and names only the professional's own patients", async () => {
    const res = await t.call('procedure/import/preview', { file_name: 'p.csv', content_base64: b64(csv) }, as(pedro));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.total).toBe(4);
    expect(data.valid).toBe(1);
    const [good, other, missing, bad] = data.rows;
    expect(good).toMatchObject({
      line: 2,
      patient_name: 'Lívia Duarte Campos',
      errors: [],
      values: { procedure_type: 'Toxina botulínica', date: '2025-03-10', hour: '09:30', quantity: '20', unit: 'units' },
    });
    expect(other.patient_name).toBeNull();
    expect(other.errors).toEqual([{ field: 'cpf', message: 'Nenhum paciente seu com este CPF/CNPJ.' }]);
    expect(missing.errors[0].field).toBe('cpf');
    const fields = bad.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['procedure_type', 'date', 'hour', 'unit']));
    expect(JSON.stringify(data)).not.toContain('Caio');
  });

  it('reads an XLSX the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Procedimentos');
    sheet.addRow(['CPF', 'Tipo de procedimento', 'Data', 'Hora']);
    sheet.addRow([mine, 'Microagulhamento', '2025-04-02', '14:00']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await t.call('procedure/import/preview', { file_name: 'p.xlsx', content_base64: b64(file) }, as(pedro));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.valid).toBe(1);
  });

  it('signs a batch as the professional, skips a patient not theirs, and audits each procedure', async () => {
    const base = { date: '2025-03-10', hour: '09:30', region: 'Glabela', lot: 'C1234', quantity: 20, unit: 'units' };
    const res = await t.call(
      'procedure/import',
      {
        rows: [
          { ...base, line: 2, cpf: mine, procedure_type: 'Toxina botulínica' },
          { ...base, line: 3, cpf: theirs, procedure_type: 'Peeling químico' },
        ],
      },
      as(pedro),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      created: 1,
      skipped: [{ line: 3, message: 'Nenhum paciente seu com este CPF/CNPJ.' }],
    });
    const audit = await t.call('patients/audit', { patient_id: mineId }, as(owner));
    const imported = (audit.body.data.entries as { action: string; target: string; role: string }[]).find(
      (e) => e.action === 'procedure.import',
    );
    expect(imported).toMatchObject({ role: 'supplier' });
    const id = imported?.target.replace('procedure:', '') ?? '';
    const got = await t.call('procedure/get', { id }, as(pedro));
    expect(got.body.data.procedure).toMatchObject({
      procedure_type: 'Toxina botulínica',
      lot: 'C1234',
      quantity: 20,
      author_name: 'Dr. Pedro Prestador',
    });
  });

  it('is refused to the reception (no professional signs), a customer, and bad input', async () => {
    const body = { file_name: 'p.csv', content_base64: b64(csv) };
    expect((await t.call('procedure/import/preview', body, as(reception))).status).toBe(403);
    expect((await t.call('procedure/import/preview', body, { place: CLINIC, token: customerToken })).status).toBe(403);
    const noCpf = await t.call(
      'procedure/import/preview',
      { file_name: 'p.csv', content_base64: b64('Procedimento;Data\nLaser;10/03/2025\n') },
      as(pedro),
    );
    expect(noCpf.status).toBe(400);
    expect(noCpf.body.error.message).toContain('CPF');
    const empty = await t.call('procedure/import', { rows: [] }, as(pedro));
    expect(empty.status).toBe(400);
  });
});
