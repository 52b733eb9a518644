import { IMPORT_BATCH_SIZE } from '@app/domain/patients/import-rules';
import { validateCpfCnpj } from '@app/domain/users/rules';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

// patients/import/preview and patients/import (decision 157): CSV and XLSX, per-row errors with the
// spec's CPF and birth-date messages, duplicates by CPF, batches, scope and the audit.

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let customerToken: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** A valid CPF from nine digits (the check digits the library accepts). */
function cpfFrom(base: number): string {
  for (let suffix = 0; suffix < 100; suffix++) {
    const cpf = `${String(base).padStart(9, '0')}${String(suffix).padStart(2, '0')}`;
    if (validateCpfCnpj(cpf) === null) return cpf;
  }
  throw new Error('no cpf');
}

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.183.0.1');
  owner = await staffAuth(t, CLINIC, '10.183.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.183.0.3', DEMO.supplier);
  customerToken = (await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.183.0.4' })).body.data.token;
});
afterAll(() => t.close());

type Preview = {
  columns: { header: string; field: string | null }[];
  total: number;
  valid: number;
  rows: { line: number; values: Record<string, string>; errors: { field: string; message: string }[] }[];
};

async function preview(file_name: string, content: string | Buffer, who: StaffAuth = reception) {
  return t.call('patients/import/preview', { file_name, content_base64: b64(content) }, as(who));
}

describe('a good CSV', () => {
  const a = cpfFrom(700_100_001);
  const b = cpfFrom(700_100_002);
  const csv = `\uFEFFNome completo;CPF;Data de nascimento;Celular;E-mail;Sexo;Estado civil;Cor favorita
Renata Alves Pereira;${a};14/02/1985;(11) 98877-6655;renata@exemplo.com.br;Feminino;Casada;azul
Otávio Nunes;${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6, 9)}-${b.slice(9)};1979-07-30;11 3322-1100;;M;;verde
`;

  it('previews every row as the form would send it, with the columns it found', async () => {
    const res = await preview('pacientes.csv', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Preview;
    expect(data.columns.map((c) => c.field)).toEqual([
      'full_name',
      'cpf',
      'birthdate',
      'phone',
      'email',
      'gender',
      'marital_status',
      null,
    ]);
    expect(data).toMatchObject({ total: 2, valid: 2 });
    expect(data.rows[0]).toMatchObject({
      line: 2,
      errors: [],
      values: {
        full_name: 'Renata Alves Pereira',
        cpf: a,
        birthdate: '1985-02-14',
        gender: 'female',
        marital_status: 'married',
      },
    });
    expect(data.rows[1]?.values).toMatchObject({ cpf: b, birthdate: '1979-07-30', gender: 'male' });
  });

  it('imports the previewed rows; the reception links nobody, the audit holds each creation', async () => {
    const rows = ((await preview('pacientes.csv', csv)).body.data as Preview).rows.map((r) => ({
      line: r.line,
      ...r.values,
    }));
    const res = await t.call('patients/import', { rows }, as(reception));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ created: 2, skipped: [] });
    const found = await t.call('patients/cpf', { cpf: a }, as(owner));
    expect(found.body.data.patient).toMatchObject({ full_name: 'Renata Alves Pereira', service_supplier_ids: [] });
    const audit = await t.call('patients/audit', { patient_id: found.body.data.patient._id }, as(owner));
    expect(audit.body.data.entries.map((e: { action: string }) => e.action)).toContain('patient.import');
    // Importing the same file again skips both: their CPFs are registered now.
    const again = await t.call('patients/import', { rows }, as(reception));
    expect(again.body.data.created).toBe(0);
    expect(again.body.data.skipped).toHaveLength(2);
    expect(again.body.data.skipped[0].message).toBe('Já existe um paciente com este CPF/CNPJ.');
  });
});

describe('bad rows', () => {
  it('names what is wrong in each row, with the spec messages, and keeps what was typed', async () => {
    const dup = cpfFrom(700_200_001);
    const csv = [
      'nome,cpf,nascimento,telefone',
      'Ana Lima,123.456.789-00,01/01/1990,11999998888',
      'Bruno Reis,,01/01/1900,11999998888',
      `Carla Dias,${dup},02/03/1991,`,
      `Dario Melo,${dup},04/05/1992,`,
      ',,,',
      ',,05/06/1993,',
      'Maria Cliente,529.982.247-25,20/05/1990,',
      'Eva Rocha,12.345.678/0001-00,,',
    ].join('\n');
    const res = await preview('erros.csv', csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Preview;
    const errorsOf = (line: number) => data.rows.find((r) => r.line === line)?.errors ?? [];
    expect(errorsOf(2)[0]).toMatchObject({ field: 'cpf' });
    expect(errorsOf(2)[0]?.message).toContain('CPF inválido');
    expect(errorsOf(3)[0]?.message).toContain('01/01/1910');
    expect(errorsOf(4)).toEqual([]);
    expect(errorsOf(5)[0]?.message).toBe('CPF/CNPJ repetido na linha 4.');
    expect(errorsOf(7)[0]).toMatchObject({ field: 'full_name', message: 'Informe o nome completo.' });
    expect(errorsOf(8)[0]?.message).toBe('Já existe um paciente com este CPF/CNPJ.');
    expect(errorsOf(9)[0]?.message).toContain('CNPJ inválido');
    expect(data.rows.find((r) => r.line === 2)?.values.cpf).toBe('123.456.789-00');
    expect(data.valid).toBe(1);
  });

  it('refuses an unreadable file, one without a name column, and other file types', async () => {
    const garbage = await preview('pacientes.xlsx', 'isto não é uma planilha');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toMatchObject({ field: 'content_base64' });
    expect(garbage.body.error.message).toContain('Não foi possível ler o arquivo');
    const noName = await preview('x.csv', 'cpf;telefone\n12345678909;11999998888\n');
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toContain('Nenhuma coluna com o nome do paciente');
    const pdf = await preview('x.pdf', 'nome\nAna\n');
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toContain('Envie um arquivo CSV ou XLSX.');
  });

  it('patients/import validates every row again and takes at most one batch', async () => {
    const bad = await t.call('patients/import', { rows: [{ line: 2, full_name: 'X', cpf: '111' }] }, as(reception));
    expect(bad.status).toBe(400);
    const rows = Array.from({ length: IMPORT_BATCH_SIZE + 1 }, (_, i) => ({ line: i + 2, full_name: `P ${i}` }));
    const big = await t.call('patients/import', { rows }, as(reception));
    expect(big.status).toBe(400);
    expect(big.body.error.message).toContain(`no máximo ${IMPORT_BATCH_SIZE} linhas`);
  });
});

describe('XLSX', () => {
  it('reads the first sheet: dates as dates, a CPF kept as a number, formulas by their result', async () => {
    const cpf = cpfFrom(12_345_678); // starts with 0: a spreadsheet keeps it as a 10-digit number
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Pacientes');
    sheet.addRow(['Paciente', 'CPF', 'Data de nascimento', 'Profissão']);
    sheet.addRow(['Lúcia Fernandes', Number(cpf), new Date(Date.UTC(1970, 0, 31)), 'Professora']);
    sheet.addRow([{ formula: '"Paulo"&" Souza"', result: 'Paulo Souza' }, null, null, 'Engenheiro']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const res = await preview('planilha.xlsx', buffer, pedro);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as Preview;
    expect(data.rows[0]?.values).toMatchObject({
      full_name: 'Lúcia Fernandes',
      cpf,
      birthdate: '1970-01-31',
      occupation: 'Professora',
    });
    expect(data.rows[1]?.values).toMatchObject({ full_name: 'Paulo Souza' });
    expect(data.valid).toBe(2);
    // A professional who imports links the patients to themselves (decision 135).
    const imported = await t.call(
      'patients/import',
      { rows: data.rows.map((r) => ({ line: r.line, ...r.values })) },
      as(pedro),
    );
    expect(imported.body.data.created).toBe(2);
    const found = await t.call('patients/cpf', { cpf }, as(pedro));
    expect(found.body.data.patient.service_supplier_ids).toEqual(['supplier-pedro']);
  });
});

describe('a 5,000-row file', () => {
  it('previews whole and imports in batches', async () => {
    const lines = ['Nome;CPF;Nascimento'];
    for (let i = 0; i < 5000; i++) lines.push(`Paciente Importado ${i};${cpfFrom(800_000_000 + i)};01/02/1980`);
    const res = await preview('grande.csv', lines.join('\r\n'));
    expect(res.status).toBe(200);
    const data = res.body.data as Preview;
    expect(data).toMatchObject({ total: 5000, valid: 5000 });
    let created = 0;
    for (let i = 0; i < data.rows.length; i += IMPORT_BATCH_SIZE) {
      const rows = data.rows.slice(i, i + IMPORT_BATCH_SIZE).map((r) => ({ line: r.line, ...r.values }));
      const batch = await t.call('patients/import', { rows }, as(reception));
      expect(batch.status).toBe(200);
      created += batch.body.data.created;
    }
    expect(created).toBe(5000);
  }, 240_000);
});

describe('refusals', () => {
  it.each([
    ['patients/import/preview', () => ({ file_name: 'a.csv', content_base64: b64('nome\nAna Paula\n') })],
    ['patients/import', () => ({ rows: [{ line: 2, full_name: 'Ana Paula' }] })],
  ] as const)('%s: refused to a customer and to the clinic tokens at another place', async (name, body) => {
    expect((await t.call(name, body(), { place: CLINIC, token: customerToken })).status).toBe(403);
    expect((await t.call(name, body(), { place: CANTINA, ...reception })).status).toBe(403);
  });
});
