import { type CallDef, type CallName, catalogue } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { placeIdOf, productIds } from '../features/orders/orders.test-helpers.ts';
import { customerAuth, staffAuth } from '../test/logins.ts';
import { sampleBody } from '../test/sample-body.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';

// Every numeric and date field of every call, walked from the
// contract's schemas, with values no int4 column or calendar can hold. The schema refuses each one
// with a pt-BR message under its own field; the server answers 400, never a 500.

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
};
type Path = (string | number)[];
type Field = { path: Path; kind: 'number' | 'date' | 'datetime' };

const INT4 = 2 ** 31;
const NUMBERS = [INT4, 2 ** 53, -INT4, 1e308, -1e308, 99_999_999_999.99, 21_474_836.48];
const DATES = ['0000-01-01', '9999-12-31', '2023-02-30', '1000-01-01'];
const DATETIMES = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1000-01-01T12:00:00-03:00'];
const DATE_NAME = /date|birth|^begin$|^end$|^valid_(from|until)$/i;

/** Every number and date field of a body schema, with array items at index 0 (as sampleBody fills them). */
function fieldsOf(schema: JsonSchema, path: Path = [], out: Field[] = []): Field[] {
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    fieldsOf(variant, path, out);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const name = String(path.at(-1) ?? '');
  const has = (p: Path) => out.some((f) => f.path.join('.') === p.join('.'));
  if ((types.includes('number') || types.includes('integer')) && !has(path)) out.push({ path, kind: 'number' });
  if (types.includes('string') && !has(path)) {
    if (schema.format === 'date-time') out.push({ path, kind: 'datetime' });
    else if (schema.format === 'date' || /\\d\{4\}-/.test(schema.pattern ?? '') || DATE_NAME.test(name)) {
      out.push({ path, kind: 'date' });
    }
  }
  for (const [key, s] of Object.entries(schema.properties ?? {})) fieldsOf(s, [...path, key], out);
  if (schema.items) fieldsOf(schema.items, [...path, 0], out);
  return out;
}

function withValue(body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] = value;
    else {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  });
  return copy;
}

const calls = (Object.entries(catalogue) as [CallName, CallDef][])
  .map(([name, def]) => {
    const schema = z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return { name, def, schema, fields: fieldsOf(schema) };
  })
  .filter((c) => c.fields.length > 0);

const target = { id: '00000000-0000-4000-8000-000000000000', phone: DEMO.customer.phone, email: 'a@b.co' };

/** Values sampleBody cannot guess, so that each body is valid but for the field under test. */
const FIXES: Partial<Record<CallName, Record<string, unknown>>> = {
  'admin/catalogue/savemenu': { type_search: 'limites' },
  'admin/catalogue/saveproduct': { regular_price: null, code: 'LIMITES-1', subtype: undefined, photo: undefined },
  createuser: { cpf: undefined, photo: undefined, phone: '11955550001' },
  updateuser: { cpf: undefined, photo: undefined, email: undefined, password: undefined },
  addeditaddress: { address_cep: '01001000', address_state: 'SP', address_id: undefined },
  'admin/settings/update': {
    uf: 'SP',
    support_link: null,
    business_hours: [{ weekday: 1, open: '08:00', close: '18:00' }],
    delivery_districts: [{ name: 'Centro', city: 'São Paulo', uf: 'SP', fee: 1, free: false }],
    agenda: {
      days_ahead: 1,
      lead_minutes: 1,
      capacity: 1,
      delivery: [{ weekday: 1, hours: ['12:00'] }],
      pickup_enabled: true,
      pickup: [{ weekday: 1, hours: ['12:00'] }],
    },
    payments_service_enabled: false,
  },
  'v2/orderdelivery': { delivery_type: 2, address_id: undefined, deliveryagenda_id: undefined, payment_type: 0 },
  ordercartproductvalidate: { delivery_type: 2, address_id: undefined },
  'servicesupplier/update': {
    service_supplier_id: 'supplier-limites',
    photo: null,
    speciality_ids: [],
    services: [{ name: 'Consulta', duration_minutes: 30, price_cents: 100 }],
    working_hours: [{ weekday: 1, start: '09:00', end: '10:00' }],
    associated_service_supplier_ids: [],
  },
  'appointments/month': { service_supplier_id: 'supplier-pedro', month: '2030-06' },
  'attendancies/days': { service_supplier_id: 'supplier-pedro', month: '2030-06' },
  'appointments/create': { service_supplier_id: 'supplier-pedro', start: '09:00', end: '10:00' },
  'appointments/update': { start: '09:00', end: '10:00' },
  'attendancies/supplier': { service_supplier_id: 'supplier-pedro', from: '2030-06-01', to: '2030-06-02' },
  'marketplace/list': { uf: 'SP' },
  // A phone sign-in: a social id token would need the nonce sent to its provider.
  login: { g_token: undefined, nonce: undefined, provider: undefined },
  // Patients: a death date in the past, a consultation of a past day.
  'patients/list': { service_supplier_ids: ['supplier-pedro'] },
  'patients/crm': { filters: [{ field: 'age', operator: 'between', value: [30, 50] }] },
  'patients/create': { death_date: '2020-01-01', cpf: undefined, service_supplier_ids: ['supplier-pedro'] },
  'patients/update': { death_date: '2020-01-01', cpf: undefined, service_supplier_ids: ['supplier-pedro'] },
  'record/create': { date: '2026-01-10', hour: '09:00', addendum_to: undefined },
  // Patient photos and plans (decisions 160–162): a past procedure day, a plan in range.
  'patients/photos/upload': { date: '2026-01-10' },
  'patients/application-plan/create': { start_date: '2026-01-10', sessions: 3, interval_days: 30 },
  'patients/application-plan/session': { number: 1 },
  'patients/share/photos/create': { days: 7, user_id: undefined },
  'surgery/create': { surgery_date: '2026-01-10', start_time: '09:00', addendum_to: undefined },
  'procedure/create': { date: '2026-01-10', hour: '09:00', addendum_to: undefined, quantity: 2, unit: 'ml' },
  // One previewed procedure row (decision 185): a real CPF, a past day, a sheet line.
  'procedure/import': {
    rows: [
      {
        line: 2,
        cpf: '52998224725',
        procedure_type: 'Toxina botulínica',
        date: '2026-01-10',
        hour: '09:00',
        quantity: 2,
        unit: 'ml',
      },
    ],
  },
  'patients/import': { rows: [{ line: 2, full_name: 'Ana Paula Lima', death_date: '2020-01-01' }] },
  // Patient links (decision 166): a past death date; the patient's own registration (decision 167).
  'patient-link/create-patient': { death_date: '2020-01-01', cpf: undefined, hash: 'A'.repeat(32) },
  'patient-link/update-patient': { death_date: '2020-01-01', cpf: undefined, hash: 'A'.repeat(32) },
  createclinic: { cpf: undefined, phone: '11955550002' },
  // A ticket's status link takes the steps 3 and 4 only (decision 121).
  'admin/updateordernotoken': { status: 3 },
  // A new saved cart (no code yet) holding one line.
  setcachecart: {
    id: undefined,
    cart: { products: [{ product_id: target.id, quantity: 1 }], delivery_type: 2, address_id: undefined },
  },
  // Hotel check-in (decision 105): a valid guest (a real CPF and a document number of its type).
  'checkin/save': {
    order_id: undefined,
    number: '12',
    kind: 'room',
    invite_code: undefined,
    guest: {
      full_name: 'Helena Prado',
      phone: '21987654321',
      email: 'helena@example.com',
      occupation: 'Arquiteta',
      nationality: 'Brasileira',
      birthdate: '1988-04-17',
      gender: 'F',
      cpf: '52998224725',
      document_type: 'ID',
      document_number: '123456789',
      document_issuer: 'DETRAN-RJ',
      address_street: 'Rua do Porto',
      address_city: 'Paraty',
      country: 'Brasil',
    },
  },
  // An equal split needs its number of parts; the typed amount rides along (read only in 'amount').
  'v2/splitpayment': { mode: 'equal', parts: 3, total: 10 },
  // Sales funnel: a lead named by its id only; edits that leave the list entries alone.
  updatePersistentChat: { fields_to_update: {} },
  updateNewContact: { fields_update: {} },
  createChatFunnel: { fields: { name: 'Lead Limites', phone: '11955550002' } },
  hideChats: { chat_id: undefined },
  hideChatOcta: { chat_id: undefined },
  // WhatsApp automatic messages (decisions 150–154): a weekly run (every field given), the audience with a number
  // (months without a visit), the sandbox's free number and its birthday template.
  'automaticmessages/create': {
    filter: { kind: 'no_visit', months: 6 },
    frequency: { type: 'weekly', day: '2030-06-01', weekday: 1, hour: '09:00' },
    formData: { 1: 'Ana', 2: 'Clínica' },
    numberId: '109000000000002',
    templateId: '880000000000001',
  },
  'automaticmessages/preview': {
    filter: { kind: 'no_visit', months: 6 },
    formData: { 1: 'Ana', 2: 'Clínica' },
    numberId: '109000000000002',
    templateId: '880000000000001',
  },
};

/** A sensible value for each date field (a birth date in the past, other days in range). */
function validDate(field: Field): string {
  if (field.kind === 'datetime') return '2030-06-15T12:00:00-03:00';
  return /birth/i.test(String(field.path.at(-1))) ? '1990-05-20' : '2030-06-15';
}

type Ids = { productId: string; categoryId: string; userId: string };

/** A body whose ids name real rows where that matters (a product of the place), so the server goes deep. */
function baseBody(
  c: (typeof calls)[number],
  ids: Ids = { productId: target.id, categoryId: target.id, userId: target.id },
): Record<string, unknown> {
  let body = sampleBody(c.def, target);
  // A creating call (its _id optional) creates instead of answering 'not found'.
  if (!c.schema.required?.includes('_id')) delete body._id;
  for (const field of c.fields) if (field.kind !== 'number') body = withValue(body, field.path, validDate(field));
  for (const [key, value] of Object.entries(FIXES[c.name] ?? {})) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  if ('product_id' in body) body.product_id = ids.productId;
  if ('user_id' in body) body.user_id = ids.userId;
  if ('category_id' in body) body.category_id = ids.categoryId;
  if (Array.isArray(body.products)) {
    body.products = body.products.map((l) => ({ ...(l as object), product_id: ids.productId, combo: [] }));
  }
  if (c.name === 'admin/coupons/update') body.coupon = { ...(body.coupon as object), code: 'LIMITES' };
  return body;
}

const extremes = (kind: Field['kind']): unknown[] =>
  kind === 'number' ? NUMBERS : kind === 'date' ? DATES : DATETIMES;

describe('every numeric and date field of the contract has bounds in its schema', () => {
  it.each(calls.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const body = baseBody(c);
    // The body is valid as it is: each extreme below is the only thing wrong with it.
    const base = c.def.body.safeParse(body);
    expect(base.success, `base body: ${JSON.stringify(base.error?.issues)}`).toBe(true);
    for (const field of c.fields) {
      for (const value of extremes(field.kind)) {
        const result = c.def.body.safeParse(withValue(body, field.path, value));
        const where = `${field.path.join('.')} = ${JSON.stringify(value)}`;
        expect(result.success, `${where} was accepted`).toBe(false);
        if (result.success) continue;
        const issue = result.error.issues.find((i) => i.path.join('.') === field.path.join('.'));
        expect(issue, `${where}: no issue under the field (${JSON.stringify(result.error.issues)})`).toBeDefined();
        // The message is the product's pt-BR, not zod's English default.
        expect(issue?.message, where).not.toMatch(/^(Too (big|small)|Invalid|Expected)\b/);
      }
    }
  });
});

describe('extreme numbers and dates never answer a 500', () => {
  let t: TestApp;
  let auth: { token: string; managerToken: string };
  let ids: Ids;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await staffAuth(t, DEMO.places[0], '10.73.0.1', DEMO.owner);
    const placeId = await placeIdOf(t, DEMO.places[0]);
    const customer = await customerAuth(t, DEMO.places[0], '10.73.0.2');
    const productId = (await productIds(t, placeId)).get('403') as string;
    const product = await t.call('admin/catalogue/product', { _id: productId }, { ...auth, place: DEMO.places[0] });
    ids = { productId, categoryId: product.body.data.product.category_id, userId: customer.userId };
  });
  afterAll(() => t.close());

  it.each(calls.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const body = baseBody(c, ids);
    for (const field of c.fields) {
      for (const value of extremes(field.kind)) {
        const n = ip++;
        const res = await t.call(c.name, withValue(body, field.path, value), {
          ...auth,
          place: DEMO.places[0],
          ip: `10.74.${(n >> 8) & 255}.${n & 255}`,
        });
        const where = `${field.path.join('.')} = ${JSON.stringify(value)}: ${JSON.stringify(res.body)}`;
        expect(res.status, where).toBeLessThan(500);
        expect(res.status, where).toBe(400);
        expect(res.body.error?.message, where).toBeTruthy();
      }
    }
  });
});
