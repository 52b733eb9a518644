import { CRM_EXPORT_URL, CRM_FIELD_NAMES, CRM_FIELDS } from '@app/domain/crm/rules';
import { addDays, localParts } from '@app/domain/scheduling/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let customer: { token: string };
let limpezaId: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const today = localParts(new Date()).date;
const sixMonthsAgo = addDays(today, -183);
const names = (res: { body: { data?: { patients: { full_name: string }[] } } }) =>
  (res.body.data?.patients ?? []).map((p) => p.full_name).sort();

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.181.0.1');
  owner = await staffAuth(t, CLINIC, '10.181.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.181.0.3', DEMO.supplier);
  customer = await customerAuth(t, CLINIC, '10.181.0.4');
  const params = await t.call('params/crm', {}, as(owner));
  const procedure = params.body.data.fields.find((f: { field: string }) => f.field === 'procedure');
  limpezaId = procedure.options.find((o: { label: string }) => o.label === 'Limpeza de pele').value;
});
afterAll(() => t.close());

const recall = () => [
  { field: 'age', operator: 'between', value: [30, 50] },
  { field: 'district', operator: 'in', value: ['Moema'] },
  { field: 'procedure', operator: 'in', value: [limpezaId] },
  { field: 'period', operator: 'last_seen_before', value: sixMonthsAgo },
];

describe('patients/crm', () => {
  it('finds the recall list: aged 30–50, in Moema, Limpeza de pele done, not seen for six months', async () => {
    const res = await t.call('patients/crm', { hasFilters: true, filters: recall(), page: 1, limit: 100 }, as(owner));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(names(res)).toEqual(['Aline Souza Carvalho', 'Juliana Ribeiro Cardoso']);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.total_users).toBe(2);
    expect(res.body.data.users).toHaveLength(2);
    const juliana = res.body.data.patients.find((p: { full_name: string }) => p.full_name.startsWith('Juliana'));
    expect(juliana).toMatchObject({ district: 'Moema', city: 'São Paulo', state: 'SP', age: expect.any(Number) });
    expect(juliana.schedule_count).toBe(2);
  });

  it('answers every field of spec 2 §3 with each of its operators (200), scalars or arrays', async () => {
    const samples: Record<string, unknown> = {
      text: 'a',
      number: 1,
      date: '2000-01-01',
      bool: true,
      ref: '00000000-0000-4000-8000-000000000001',
    };
    for (const field of CRM_FIELD_NAMES) {
      const spec = CRM_FIELDS[field];
      for (const operator of spec.operators) {
        const scalar =
          'options' in spec
            ? (spec.options as readonly unknown[])[0]
            : spec.kind === 'enum'
              ? 'Moema'
              : samples[spec.kind];
        const value = operator === 'exists' ? true : operator === 'between' ? [scalar, scalar] : scalar;
        const res = await t.call('patients/crm', { filters: [{ field, operator, value }] }, as(owner));
        expect(res.status, `${field} ${operator}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });

  it('filters by each kind of data with the right answer', async () => {
    const one = async (filter: Record<string, unknown>) =>
      names(await t.call('patients/crm', { filters: [filter] }, as(owner)));
    expect(await one({ field: 'search', operator: 'contains', value: 'juliana ribeiro' })).toEqual([
      'Juliana Ribeiro Cardoso',
    ]);
    expect(await one({ field: 'occupation', operator: 'contains', value: 'ARQUITETA' })).toEqual([
      'Juliana Ribeiro Cardoso',
    ]);
    expect(await one({ field: 'district', operator: 'in', value: 'pinheiros' })).toEqual([
      'Larissa Monteiro Vieira',
      'Renata Duarte Freitas',
    ]);
    expect(await one({ field: 'blood_type', operator: 'in', value: ['AB+'] })).toEqual(['Patrícia Gomes Nascimento']);
    expect(await one({ field: 'schedule_count', operator: 'gte', value: 2 })).toEqual([
      'Juliana Ribeiro Cardoso',
      'Maria Cliente',
      'Mariana Pinto Cavalcanti',
      'Patrícia Gomes Nascimento',
      'Thiago Rocha Moreira',
    ]);
    // The cancelled procedure does not count as done.
    const done = await one({ field: 'procedure', operator: 'in', value: [limpezaId] });
    expect(done).not.toContain('Tatiane Borges Medeiros');
    expect(done).toContain('Fernanda Alves Pacheco');
    expect(await one({ field: 'new_client', operator: 'eq', value: false })).not.toContain('Daniela Costa Barreto');
    const ageAll = await t.call('patients/crm', { filters: [{ field: 'age', operator: 'gte', value: 0 }] }, as(owner));
    const all = await t.call('patients/crm', {}, as(owner));
    expect(ageAll.body.data.total).toBeLessThanOrEqual(all.body.data.total);
    expect(all.body.data.total).toBeGreaterThanOrEqual(30);
  });

  it('pages by 100 and keeps the totals on a page past the end', async () => {
    const far = await t.call('patients/crm', { page: 50 }, as(owner));
    expect(far.status).toBe(200);
    expect(far.body.data.patients).toEqual([]);
    expect(far.body.data.total).toBeGreaterThanOrEqual(30);
    const over = await t.call('patients/crm', { limit: 101 }, as(owner));
    expect(over.status).toBe(400);
  });

  it('keeps a professional to their own patients (decision 135)', async () => {
    const mine = await t.call('patients/crm', {}, as(pedro));
    expect(mine.status).toBe(200);
    const all = await t.call('patients/crm', {}, as(owner));
    expect(mine.body.data.total).toBeLessThan(all.body.data.total);
    expect(names(mine)).not.toContain('Vanessa Lopes Andrade');
    expect(names(mine)).toContain('Juliana Ribeiro Cardoso');
  });

  it('refuses the reception, customers and anonymous callers, and answers nothing of another place', async () => {
    expect((await t.call('patients/crm', {}, as(reception))).status).toBe(403);
    expect((await t.call('patients/crm', {}, { place: CLINIC, token: customer.token })).status).toBe(403);
    expect((await t.call('patients/crm', {}, { place: CLINIC })).status).toBe(403);
    // The clinic's manager token is worth nothing at the Cantina.
    expect((await t.call('patients/crm', {}, as(owner, CANTINA))).status).toBe(403);
    const cantinaOwner = await staffAuth(t, CANTINA, '10.181.0.5', DEMO.owner);
    const there = await t.call('patients/crm', {}, as(cantinaOwner, CANTINA));
    expect(there.status).toBe(200);
    expect(there.body.data.total).toBe(0);
  });

  it('answers 400 with a clear message on an unknown field, a wrong operator or a bad value', async () => {
    const bad = async (filter: Record<string, unknown>) => {
      const res = await t.call('patients/crm', { filters: [filter] }, as(owner));
      expect(res.status).toBe(400);
      return res.body.error.message as string;
    };
    expect(await bad({ field: 'salario', operator: 'eq', value: 1 })).toContain('Campo de filtro desconhecido.');
    expect(await bad({ field: 'age', operator: 'contains', value: 'x' })).toContain('Operador inválido');
    expect(await bad({ field: 'age', operator: 'between', value: [50, 30] })).toContain(
      'o início deve vir antes do fim',
    );
    expect(await bad({ field: 'age', operator: 'gte', value: 1e12 })).toContain('número inteiro');
    expect(await bad({ field: 'birthdate', operator: 'gte', value: '1800-01-01' })).toContain('informe uma data');
    expect(await bad({ field: 'campaign', operator: 'in', value: ["' or 1=1 --"] })).toContain('item inválido');
  });

  it('writes one audit row per query, with fields and operators but not the typed values', async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from crm_query_audit`);
    await t.call('patients/crm', { filters: [{ field: 'search', operator: 'contains', value: 'Juliana' }] }, as(owner));
    const rows = await t.database.db.execute(
      sql`select action, criteria, role, matched from crm_query_audit order by created_at desc limit 1`,
    );
    const after = await t.database.db.execute(sql`select count(*)::int as n from crm_query_audit`);
    const count = (r: unknown) => ((r as { rows: { n: number }[] }).rows[0] as { n: number }).n;
    expect(count(after) - count(before)).toBe(1);
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      action: 'crm.query',
      criteria: 'search:contains',
      role: 'owner',
      matched: 1,
    });
  });
});

describe('params/crm', () => {
  it('lists every field with its operators and the clinic’s options', async () => {
    const res = await t.call('params/crm', {}, as(pedro));
    expect(res.status).toBe(200);
    const fields = res.body.data.fields as { field: string; options: { label: string }[] }[];
    expect(fields.map((f) => f.field)).toEqual(CRM_FIELD_NAMES);
    const labels = (name: string) => fields.find((f) => f.field === name)?.options.map((o) => o.label) ?? [];
    expect(labels('professional')).toContain('Dr. Pedro Henrique Albuquerque Prestes');
    expect(labels('district')).toContain('Moema');
    expect(labels('procedure')).toEqual(['Drenagem linfática', 'Limpeza de pele', 'Peeling químico']);
  });
});

describe('saved filters', () => {
  it('saves, replaces by name, lists only the caller’s, and deletes', async () => {
    const saved = await t.call('crm/filters/save', { name: 'Recall Moema', filters: recall() }, as(owner));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await t.call(
      'crm/filters/save',
      { name: 'Recall Moema', filters: [{ field: 'gender', operator: 'in', value: 'female' }] },
      as(owner),
    );
    expect(again.body.data.filter._id).toBe(saved.body.data.filter._id);
    const list = await t.call('crm/filters/list', {}, as(owner));
    expect(list.body.data.filters).toHaveLength(1);
    expect(list.body.data.filters[0].filters).toEqual([{ field: 'gender', operator: 'in', value: ['female'] }]);
    expect((await t.call('crm/filters/list', {}, as(pedro))).body.data.filters).toEqual([]);
    const foreign = await t.call('crm/filters/delete', { id: saved.body.data.filter._id }, as(pedro));
    expect(foreign.status).toBe(404);
    const empty = await t.call('crm/filters/save', { name: 'Vazio', filters: [] }, as(owner));
    expect(empty.status).toBe(400);
    const done = await t.call('crm/filters/delete', { id: saved.body.data.filter._id }, as(owner));
    expect(done.body.data).toEqual({ deleted: true });
  });
});

describe('the streamed export', () => {
  const post = (auth: Partial<StaffAuth> & { place?: string }, body: unknown) => {
    const headers: Record<string, string> = { 'x-place-id': auth.place ?? CLINIC };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.managerToken) headers['x-manager-token'] = auth.managerToken;
    return t.app.inject({ method: 'POST', url: CRM_EXPORT_URL, headers, payload: body as object });
  };

  it('exports the filtered patients as CSV with the total in a header, and audits it', async () => {
    const res = await post(owner, { format: 'csv', filters: recall() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="pacientes-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Nome;Telefone');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['Aline Souza Carvalho', 'Juliana Ribeiro Cardoso']);
    const audit = await t.database.db.execute(
      sql`select action, matched from crm_query_audit where action like 'crm.export%' order by created_at desc limit 1`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows[0]).toEqual({ action: 'crm.export.csv', matched: 2 });
  });

  it('exports every patient in scope as XLSX', async () => {
    const res = await post(owner, { format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(30);
  });

  it('refuses the reception, customers, anonymous callers and bad bodies', async () => {
    expect((await post(reception, { format: 'csv' })).statusCode).toBe(403);
    expect((await post({ token: customer.token }, { format: 'csv' })).statusCode).toBe(403);
    expect((await post({}, { format: 'csv' })).statusCode).toBe(403);
    expect((await post(owner, { format: 'pdf' })).statusCode).toBe(400);
    expect((await post(owner, { format: 'csv', filters: [{ field: 'x', operator: 'eq', value: 1 }] })).statusCode).toBe(
      400,
    );
  });
});
