import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AppliedSplitRule,
  applySplitEdits,
  computeSplit,
  isSetRelevant,
  PERCENT_BP,
  payouts,
  percentOf,
  type StoredSplitRule,
  supplierEditable,
  valueEditable,
} from './rules.ts';

const rule = (over: Partial<StoredSplitRule>): StoredSplitRule => ({
  id: 'r',
  description: 'Regra',
  kind: 'share',
  supplierId: null,
  type: 'percentage',
  amount: 0,
  overProfit: false,
  required: false,
  mutable: false,
  indication: false,
  ...over,
});
const on = (r: StoredSplitRule): AppliedSplitRule => ({ ...r, checked: true });

describe('computeSplit', () => {
  it('takes costs and taxes off the total, then shares over the profit, the clinic keeps the rest', () => {
    const result = computeSplit(30_000, [
      on(rule({ id: 'lab', kind: 'cost', type: 'value', amount: 5_000, supplierId: 'lab-sorriso' })),
      on(rule({ id: 'iss', kind: 'tax', amount: 500 })), // 5% of R$ 300 = R$ 15
      on(rule({ id: 'pedro', supplierId: 'supplier-pedro', amount: 6_000, overProfit: true })), // 60% of 235
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const s = result.split;
    expect(s.totalCostsCents).toBe(6_500);
    expect(s.grossProfitCents).toBe(23_500);
    expect(s.recipients).toEqual([
      { ruleId: 'pedro', description: 'Regra', supplierId: 'supplier-pedro', cents: 14_100 },
      { ruleId: null, description: '', supplierId: null, cents: 9_400 },
    ]);
    expect(s.costsRecipients).toEqual([{ supplierId: 'lab-sorriso', cents: 5_000 }]);
    expect(s.markup).toBe(4.62);
    expect(s.clinicCents).toBe(9_400);
    expect(payouts(s)).toEqual([
      { supplierId: 'supplier-pedro', cents: 14_100 },
      { supplierId: 'lab-sorriso', cents: 5_000 },
      { supplierId: null, cents: 10_900 },
    ]);
  });

  it('refuses costs above the total and shares above the gross profit', () => {
    expect(computeSplit(1_000, [on(rule({ kind: 'cost', type: 'value', amount: 1_001 }))])).toEqual({
      ok: false,
      problem: { key: 'costsExceedTotal' },
    });
    expect(
      computeSplit(1_000, [
        on(rule({ id: 'a', kind: 'tax', amount: 1_000 })),
        on(rule({ id: 'b', type: 'value', amount: 901, supplierId: 'x' })),
      ]),
    ).toEqual({ ok: false, problem: { key: 'sharesExceedProfit' } });
  });

  it('ignores unchecked rules and has no markup without costs', () => {
    const result = computeSplit(10_000, [{ ...rule({ amount: 5_000, supplierId: 'x' }), checked: false }]);
    expect(result.ok && result.split.recipients).toEqual([
      { ruleId: null, description: '', supplierId: null, cents: 10_000 },
    ]);
    expect(result.ok && result.split.markup).toBeNull();
  });

  const arbRule = fc.record({
    id: fc.uuid(),
    description: fc.string({ maxLength: 10 }),
    kind: fc.constantFrom('cost', 'tax', 'share' as const),
    supplierId: fc.option(fc.constantFrom('supplier-pedro', 'dra-lucia', 'lab'), { nil: null }),
    type: fc.constantFrom('value', 'percentage' as const),
    amount: fc.integer({ min: 0, max: PERCENT_BP }),
    overProfit: fc.boolean(),
    required: fc.boolean(),
    mutable: fc.boolean(),
    indication: fc.boolean(),
    checked: fc.boolean(),
  }) as fc.Arbitrary<AppliedSplitRule>;

  it('never pays out more than the total, and every cent lands in exactly one line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(arbRule, { maxLength: 12 }), (total, rules) => {
        const result = computeSplit(total, rules);
        if (!result.ok) return;
        const s = result.split;
        const lines = [...s.costs, ...s.taxes, ...s.recipients];
        expect(lines.every((l) => Number.isInteger(l.cents) && l.cents >= 0)).toBe(true);
        expect(lines.reduce((n, l) => n + l.cents, 0)).toBe(total);
        expect(s.totalCostsCents + s.grossProfitCents).toBe(total);
        const paid = payouts(s);
        expect(paid.every((p) => p.cents >= 0 && p.cents <= total)).toBe(true);
        expect(paid.reduce((n, p) => n + p.cents, 0)).toBe(total);
      }),
    );
  });

  it('refuses exactly when the rules would pay out more than the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(arbRule, { maxLength: 8 }), (total, rules) => {
        const active = rules.filter((r) => r.checked);
        const cents = (r: AppliedSplitRule, base: number) =>
          r.type === 'value' ? r.amount : percentOf(base, r.amount);
        const costs = active.filter((r) => r.kind !== 'share').reduce((n, r) => n + cents(r, total), 0);
        const profit = total - costs;
        const shares = active
          .filter((r) => r.kind === 'share')
          .reduce((n, r) => n + cents(r, r.overProfit ? profit : total), 0);
        expect(computeSplit(total, rules).ok).toBe(costs <= total && shares <= profit);
      }),
    );
  });
});

describe('the editor (spec 1 §5)', () => {
  const required = rule({ id: 'req', required: true, mutable: true, supplierId: 'supplier-pedro', amount: 5_000 });
  const optional = rule({ id: 'opt', mutable: true, supplierId: 'dra-lucia', amount: 1_000 });
  const fixed = rule({ id: 'fix', supplierId: 'lab', amount: 500 });
  const indication = rule({ id: 'ind', mutable: true, indication: true, supplierId: 'supplier-pedro', amount: 300 });

  it('makes the supplier read-only for indication, non-mutable and unchecked rules', () => {
    expect(supplierEditable(indication, true)).toBe(false);
    expect(supplierEditable(fixed, true)).toBe(false);
    expect(supplierEditable(optional, false)).toBe(false);
    expect(supplierEditable(optional, true)).toBe(true);
    expect(valueEditable(indication, true)).toBe(true);
    expect(valueEditable(fixed, true)).toBe(false);
  });

  it('refuses unchecking a required rule', () => {
    expect(applySplitEdits([required], [{ id: 'req', checked: false }]).problem).toEqual({
      key: 'requiredRule',
      ruleId: 'req',
    });
  });

  it('saves unchecked rules without a supplier and keeps what may not change', () => {
    const { rules, problem } = applySplitEdits(
      [required, optional, fixed, indication],
      [
        { id: 'req', checked: true, supplierId: null, amount: 4_000 },
        { id: 'opt', checked: false, supplierId: 'x' },
        { id: 'fix', checked: true, supplierId: 'x', amount: 9_000 },
        { id: 'ind', checked: true, supplierId: 'x', amount: 200 },
      ],
    );
    expect(problem).toBeNull();
    expect(rules.map((r) => [r.id, r.checked, r.supplierId, r.amount])).toEqual([
      ['req', true, null, 4_000],
      ['opt', false, null, 1_000],
      ['fix', true, 'lab', 500],
      ['ind', true, 'supplier-pedro', 200],
    ]);
  });

  it('refuses a percentage above 100%', () => {
    expect(applySplitEdits([optional], [{ id: 'opt', checked: true, amount: 10_001 }]).problem?.key).toBe(
      'percentageMax',
    );
  });
});

describe('isSetRelevant', () => {
  it("shows sets that name none of the cart's suppliers only when they name no supplier at all", () => {
    expect(isSetRelevant([{ supplierId: null, indication: false }], [])).toBe(true);
    expect(isSetRelevant([{ supplierId: 'supplier-pedro', indication: false }], ['supplier-pedro'])).toBe(true);
    expect(isSetRelevant([{ supplierId: 'supplier-pedro', indication: false }], ['dra-lucia'])).toBe(false);
    expect(isSetRelevant([{ supplierId: 'supplier-pedro', indication: true }], [])).toBe(true);
  });
});
