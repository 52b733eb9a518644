import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { createSplitRulesRepo } from './split-rules.repo.ts';

const CLINICA = DEMO.places[2];
const CANTINA = DEMO.places[0];

let t: TestApp;
let clinicId: string;
let ids: Map<string, string>;
let manager: StaffAuth;
let owner: StaffAuth;

type WireSet = {
  _id: string;
  name: string;
  is_default: boolean;
  rules: { split_rule_id: string; description: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  clinicId = await placeIdOf(t, CLINICA);
  ids = await productIds(t, clinicId);
  // Open whatever the hour the test runs.
  await setPlace(t, clinicId, { businessHours: [] });
  manager = await staffAuth(t, CLINICA, '10.85.0.1');
  owner = await staffAuth(t, CLINICA, '10.85.0.2', DEMO.owner);
});
afterAll(() => t.close());

const consultation = (extra: Record<string, unknown> = {}) => [
  { product_id: ids.get('101'), quantity: 1, service_supplier_id: 'supplier-pedro', ...extra },
];
const setsAt = async (auth: StaffAuth, body: Record<string, unknown> = {}) => {
  const res = await t.call('splitruleset/list', body, { place: CLINICA, ...auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { split_rule_sets: WireSet[]; suppliers: { service_supplier_id: string; name: string }[] };
};
const byName = (sets: WireSet[], start: string) => {
  const set = sets.find((s) => s.name.startsWith(start));
  if (!set) throw new Error(`no set ${start}`);
  return set;
};

describe('splitruleset/list', () => {
  it("lists the clinic's sets with the suppliers who may receive, only those relevant to the cart", async () => {
    const all = await setsAt(manager);
    expect(all.split_rule_sets).toHaveLength(3);
    expect(all.suppliers).toEqual([{ service_supplier_id: 'supplier-pedro', name: 'Dr. Pedro Prestador' }]);
    const pedroSet = byName(all.split_rule_sets, 'Consulta dermatológica');
    expect(pedroSet.is_default).toBe(true);
    expect(pedroSet.rules[0]).toMatchObject({
      service_supplier_id: null,
      service_supplier_name: 'Clínica Bem-Estar',
      split_type: 'percentage',
      value: 5,
      required: true,
      mutable: false,
    });
    // A cart without Dr. Pedro sees only the set that names no supplier.
    const other = await setsAt(manager, { service_supplier_ids: ['dra-lucia'] });
    expect(other.split_rule_sets.map((s) => s.name)).toEqual([
      'Atendimento da própria clínica (sem repasse a prestador)',
    ]);
    const search = await setsAt(manager, { description: 'insumos' });
    expect(search.split_rule_sets).toHaveLength(1);
  });

  it('is for staff: a customer is refused, and another place sees none of these', async () => {
    const customer = await customerAuth(t, CLINICA, '10.85.0.3');
    const res = await t.call('splitruleset/list', {}, { place: CLINICA, ...customer });
    expect(res.body.error.code).toBe('access_denied');
    const cantina = await staffAuth(t, CANTINA, '10.85.0.4');
    const there = await t.call('splitruleset/list', {}, { place: CANTINA, ...cantina });
    expect(there.body.data.split_rule_sets).toEqual([]);
  });
});

describe('admin/splitruleset/save and remove', () => {
  const rule = {
    description: 'Repasse ao Dr. Pedro',
    kind: 'share',
    service_supplier_id: 'supplier-pedro',
    split_type: 'percentage',
    value: 40,
    percentage_over_profit: true,
    required: true,
    mutable: true,
  };

  it('lets the owner create, edit and remove a set; a manager may not', async () => {
    const denied = await t.call(
      'admin/splitruleset/save',
      { name: 'Teste', rules: [rule] },
      { place: CLINICA, ...manager },
    );
    expect(denied.body.error.code).toBe('access_denied');
    const created = await t.call(
      'admin/splitruleset/save',
      { name: '  Botox com Dr. Pedro  ', rules: [rule] },
      { place: CLINICA, ...owner },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const set = created.body.data.split_rule_set;
    expect(set).toMatchObject({ name: 'Botox com Dr. Pedro', is_default: false });
    expect(set.rules[0]).toMatchObject({ value: 40, service_supplier_name: 'Dr. Pedro Prestador' });
    const ruleId = set.rules[0].split_rule_id;
    const edited = await t.call(
      'admin/splitruleset/save',
      { _id: set._id, name: 'Botox', rules: [{ ...rule, split_rule_id: ruleId, value: 45.5 }] },
      { place: CLINICA, ...owner },
    );
    expect(edited.body.data.split_rule_set.rules[0]).toMatchObject({ split_rule_id: ruleId, value: 45.5 });
    const removed = await t.call('admin/splitruleset/remove', { _id: set._id }, { place: CLINICA, ...owner });
    expect(removed.body.data).toEqual({ done: true });
    const again = await t.call('admin/splitruleset/remove', { _id: set._id }, { place: CLINICA, ...owner });
    expect(again.status).toBe(404);
  });

  it('names the field of bad input: a supplier of no one, a percentage above 100', async () => {
    const unknown = await t.call(
      'admin/splitruleset/save',
      { name: 'X', rules: [{ ...rule, service_supplier_id: 'dra-ninguem' }] },
      { place: CLINICA, ...owner },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      field: 'rules.0.service_supplier_id',
      message: 'Prestador de Serviço não encontrado',
    });
    const over = await t.call(
      'admin/splitruleset/save',
      { name: 'X', rules: [{ ...rule, value: 120 }] },
      { place: CLINICA, ...owner },
    );
    expect(over.status).toBe(400);
    expect(over.body.error.field).toBe('rules.0.value');
    const empty = await t.call('admin/splitruleset/save', { name: ' ', rules: [] }, { place: CLINICA, ...owner });
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('name');
  });

  it('keeps one default set per place', async () => {
    const created = await t.call(
      'admin/splitruleset/save',
      { name: 'Padrão novo', is_default: true, rules: [{ ...rule, service_supplier_id: null }] },
      { place: CLINICA, ...owner },
    );
    const sets = (await setsAt(manager)).split_rule_sets;
    expect(sets.filter((s) => s.is_default).map((s) => s.name)).toEqual(['Padrão novo']);
    // Back as the demo had it, for the tests below.
    const old = byName(sets, 'Consulta dermatológica');
    const full = await t.database.inPlace(clinicId, (tx) => createSplitRulesRepo().find(tx, clinicId, old._id));
    if (!full) throw new Error('demo set gone');
    await t.database.inPlace(clinicId, async (tx) => {
      await createSplitRulesRepo().clearDefault(tx, clinicId);
      await createSplitRulesRepo().update(tx, clinicId, { ...full, isDefault: true });
    });
    await t.call(
      'admin/splitruleset/remove',
      { _id: created.body.data.split_rule_set._id },
      { place: CLINICA, ...owner },
    );
  });
});

describe("the cart's split_rules (ordercartproductvalidate)", () => {
  it("gives a customer's cart the default set as stored, whatever the customer sends", async () => {
    const customer = await newCustomer(t, CLINICA);
    const sets = (await setsAt(manager)).split_rule_sets;
    const pedroSet = byName(sets, 'Consulta dermatológica');
    const res = await t.call(
      'ordercartproductvalidate',
      {
        products: consultation(),
        delivery_type: 2,
        // Ignored: customers never edit a split.
        split_rule_set_id: byName(sets, 'Atendimento')._id,
        split_rule_set: { rules: [{ split_rule_id: pedroSet.rules[2]?.split_rule_id, checked: true, value: 1 }] },
      },
      { place: CLINICA, token: customer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const split = res.body.data.split_rules;
    expect(res.body.data.split_error).toBeNull();
    // R$ 350: ISS 5% = 17,50; intermediary 3,49% = 12,22; profit 320,28; Dr. Pedro 60% of it = 192,17;
    // indication 5% of the total = 17,50; the clinic keeps 110,61.
    expect(split).toMatchObject({
      split_rule_set_id: pedroSet._id,
      total: 350,
      total_costs: 29.72,
      gross_profit: 320.28,
      markup: 11.78,
      balance_change: 110.61,
    });
    expect(split.taxes.map((x: { value: number }) => x.value)).toEqual([17.5, 12.22]);
    expect(
      split.recipients.map((r: { service_supplier_name: string; value: number }) => [r.service_supplier_name, r.value]),
    ).toEqual([
      ['Dr. Pedro Prestador', 192.17],
      ['Dr. Pedro Prestador', 17.5],
      ['Clínica Bem-Estar', 110.61],
    ]);
    expect(split.next_balance).toBeCloseTo(split.previous_balance + 110.61, 2);
  });

  it("computes a staff member's chosen and edited set, and answers split_error when it cannot apply", async () => {
    const sets = (await setsAt(manager)).split_rule_sets;
    const procedure = byName(sets, 'Procedimento');
    const [, material, fixedShare] = procedure.rules;
    const cart = (rules: unknown[]) =>
      t.call(
        'ordercartproductvalidate',
        { products: consultation(), delivery_type: 2, split_rule_set_id: procedure._id, split_rule_set: { rules } },
        { place: CLINICA, ...manager },
      );
    const edited = await cart([{ split_rule_id: fixedShare?.split_rule_id, checked: true, value: 200 }]);
    expect(edited.body.data.split_rules.recipients[0]).toMatchObject({
      value: 200,
      service_supplier_id: 'supplier-pedro',
    });
    expect(edited.body.data.split_rules.costs[0]).toMatchObject({ value: 45 });
    // Unchecked: saved without a supplier, the clinic keeps its part.
    const unchecked = await cart([{ split_rule_id: fixedShare?.split_rule_id, checked: false }]);
    expect(unchecked.body.data.split_rules.recipients).toHaveLength(1);
    // A required rule cannot be unchecked.
    const required = await cart([{ split_rule_id: material?.split_rule_id, checked: false }]);
    expect(required.status).toBe(200);
    expect(required.body.data.split_rules).toBeNull();
    expect(required.body.data.split_error).toBe(
      'A regra "Material descartável, anestésico tópico e insumos da sala" é obrigatória.',
    );
    const tooMuch = await cart([{ split_rule_id: fixedShare?.split_rule_id, checked: true, value: 400 }]);
    expect(tooMuch.body.data.split_error).toBe('Os repasses passam do lucro bruto do carrinho.');
    const stranger = await cart([
      { split_rule_id: fixedShare?.split_rule_id, checked: true, service_supplier_id: 'dra-ninguem' },
    ]);
    expect(stranger.body.data.split_error).toBe('Prestador de Serviço não encontrado');
  });
});

describe('v2/orderdelivery with split rules', () => {
  const patient = {
    delivery_type: 2,
    cpf: '529.982.247-25',
    email: 'paciente@exemplo.com.br',
    birthdate: '1990-05-01',
  };

  it("records the split with a customer's order, refused orders leave none", async () => {
    const customer = await newCustomer(t, CLINICA);
    const res = await t.call(
      'v2/orderdelivery',
      { products: consultation(), phone: customer.phone, ...patient },
      { place: CLINICA, token: customer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.data.order._id ?? res.body.data.order.order_id;
    const saved = await t.database.inPlace(clinicId, (tx) => createSplitRulesRepo().orderSplit(tx, clinicId, orderId));
    expect(saved?.result).toMatchObject({ total: 350, balance_change: 110.61 });
    expect(saved?.payouts).toEqual([
      { supplierId: 'supplier-pedro', cents: 20_967 },
      { supplierId: null, cents: 14_033 },
    ]);
  });

  it('refuses a staff order whose split cannot apply (409 split_error), and one without a chosen set', async () => {
    const customerPhone = (await newCustomer(t, CLINICA)).phone;
    const sets = (await setsAt(manager)).split_rule_sets;
    const procedure = byName(sets, 'Procedimento');
    const body = { products: consultation(), phone: customerPhone, ...patient };
    const none = await t.call('v2/orderdelivery', body, { place: CLINICA, ...manager });
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'split_error', message: 'Escolha uma regra de divisão.' });
    const bad = await t.call(
      'v2/orderdelivery',
      {
        ...body,
        split_rule_set_id: procedure._id,
        split_rule_set: { rules: [{ split_rule_id: procedure.rules[2]?.split_rule_id, checked: true, value: 999 }] },
      },
      { place: CLINICA, ...manager },
    );
    expect(bad.status).toBe(409);
    expect(bad.body.error).toMatchObject({ code: 'split_error', error_type: 'split_error' });
  });
});

describe('admin/splitpayee/list and save', () => {
  it("lists each supplier's seller, sets and clears one; only the owner, only the place's suppliers", async () => {
    const list = await t.call('admin/splitpayee/list', {}, { place: CLINICA, ...owner });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.payees).toEqual([
      { service_supplier_id: 'supplier-pedro', name: 'Dr. Pedro Prestador', seller_id: 'seller-dr-pedro' },
    ]);
    const denied = await t.call('admin/splitpayee/list', {}, { place: CLINICA, ...manager });
    expect(denied.body.error.code).toBe('access_denied');

    const cleared = await t.call(
      'admin/splitpayee/save',
      { service_supplier_id: 'supplier-pedro', seller_id: null },
      { place: CLINICA, ...owner },
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(
      (await t.call('admin/splitpayee/list', {}, { place: CLINICA, ...owner })).body.data.payees[0].seller_id,
    ).toBe(null);
    const set = await t.call(
      'admin/splitpayee/save',
      { service_supplier_id: 'supplier-pedro', seller_id: ' seller-dr-pedro ' },
      { place: CLINICA, ...owner },
    );
    expect(set.body.data.payee.seller_id).toBe('seller-dr-pedro');

    const unknown = await t.call(
      'admin/splitpayee/save',
      { service_supplier_id: 'supplier-nobody', seller_id: 'x1' },
      { place: CLINICA, ...owner },
    );
    expect(unknown.status).toBe(404);
    const bad = await t.call(
      'admin/splitpayee/save',
      { service_supplier_id: 'supplier-pedro', seller_id: 'a b;' },
      { place: CLINICA, ...owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.error_type).toBe('validation');
  });
});
