import { supplierEditable, valueEditable } from '@app/domain/split-rules/rules';
import type { SplitRule } from '../api/split-rule-sets.ts';

// The cart's split choice as the browser keeps it (cart options): the set and the editor's edits,
// one per rule that differs from the stored rule. The server re-applies every rule of spec 1 §5
// and computes the split itself; these edits are only read from staff.

export type SplitRuleEdit = {
  split_rule_id: string;
  checked: boolean;
  service_supplier_id?: string | null;
  value?: number;
};

/** One rule in the editor: checked, supplier ('' is the clinic itself) and value as typed. */
export type EditorRule = { rule: SplitRule; checked: boolean; supplier: string; value: string };

export function editorRules(rules: readonly SplitRule[], edits: readonly SplitRuleEdit[] | undefined): EditorRule[] {
  const byId = new Map((edits ?? []).map((e) => [e.split_rule_id, e]));
  return rules.map((rule) => {
    const edit = byId.get(rule.split_rule_id);
    const checked = rule.required || (edit?.checked ?? true);
    const supplier = edit?.service_supplier_id !== undefined ? edit.service_supplier_id : rule.service_supplier_id;
    return { rule, checked, supplier: supplier ?? '', value: formatValue(edit?.value ?? rule.value) };
  });
}

/** 12.5 → '12,5'. */
export function formatValue(value: number): string {
  return String(value).replace('.', ',');
}

/** '12,5' or '1.234,56' → 12.5; null when not a number with up to 2 decimals. */
export function parseValue(text: string): number | null {
  const clean = text.trim().replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

/**
 * The edits to send: required rules stay checked; an unchecked rule goes without supplier; the
 * supplier and value only where the rule lets them change ('' → null: the clinic itself).
 */
export function editsOf(rows: readonly EditorRule[]): { edits: SplitRuleEdit[]; invalid: string[] } {
  const edits: SplitRuleEdit[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const checked = row.rule.required || row.checked;
    const edit: SplitRuleEdit = { split_rule_id: row.rule.split_rule_id, checked };
    if (!checked) edit.service_supplier_id = null;
    if (supplierEditable(row.rule, checked)) edit.service_supplier_id = row.supplier === '' ? null : row.supplier;
    if (valueEditable(row.rule, checked)) {
      const value = parseValue(row.value);
      const max = row.rule.split_type === 'percentage' ? 100 : 1_000_000;
      if (value === null || value > max) invalid.push(row.rule.split_rule_id);
      else edit.value = value;
    }
    edits.push(edit);
  }
  return { edits, invalid };
}
