import { describe, expect, it } from 'vitest';
import type { SplitRule } from '../api/split-rule-sets.ts';
import { editorRules, editsOf, parseValue } from './split-choice.ts';

const rule = (over: Partial<SplitRule>): SplitRule => ({
  split_rule_id: 'r',
  description: 'Regra',
  kind: 'share',
  service_supplier_id: 'supplier-pedro',
  service_supplier_name: 'Dr. Pedro Prestador',
  split_type: 'percentage',
  value: 60,
  percentage_over_profit: true,
  required: false,
  mutable: true,
  indication: false,
  ...over,
});

describe('the split editor rows (spec 1 §5)', () => {
  it('starts from the stored rule, or from the edits kept in the cart', () => {
    const [row] = editorRules([rule({ value: 12.5 })], undefined);
    expect(row).toMatchObject({ checked: true, supplier: 'supplier-pedro', value: '12,5' });
    const [edited] = editorRules([rule({})], [{ split_rule_id: 'r', checked: false, service_supplier_id: null }]);
    expect(edited).toMatchObject({ checked: false, supplier: '' });
  });

  it('sends a required rule checked, an unchecked one without supplier, and only what may change', () => {
    const rows = editorRules(
      [
        rule({ split_rule_id: 'req', required: true }),
        rule({ split_rule_id: 'off' }),
        rule({ split_rule_id: 'fixed', mutable: false }),
        rule({ split_rule_id: 'ind', indication: true }),
      ],
      undefined,
    ).map((row) => ({ ...row, checked: false, supplier: '', value: '30' }));
    expect(editsOf(rows)).toEqual({
      edits: [
        { split_rule_id: 'req', checked: true, service_supplier_id: null, value: 30 },
        { split_rule_id: 'off', checked: false, service_supplier_id: null },
        { split_rule_id: 'fixed', checked: false, service_supplier_id: null },
        { split_rule_id: 'ind', checked: false, service_supplier_id: null },
      ],
      invalid: [],
    });
  });

  it('refuses a percentage above 100 or a malformed value, and reads pt-BR decimals', () => {
    const [row] = editorRules([rule({})], undefined);
    if (!row) throw new Error('no row');
    expect(editsOf([{ ...row, value: '100,01' }]).invalid).toEqual(['r']);
    expect(editsOf([{ ...row, value: 'abc' }]).invalid).toEqual(['r']);
    expect(parseValue('1.234,56')).toBe(1234.56);
    expect(parseValue('12,345')).toBeNull();
  });
});
