// The split of a clinic cart between costs, taxes and recipients (spec 2 §3 'Split rule set',
// §4 'Cart and split rules'; decision 085). Pure integer-cents arithmetic shared by the server,
// which is the only side whose result counts, and the browser, which previews the editor.

export const SPLIT_KINDS = ['cost', 'tax', 'share'] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];
export const SPLIT_TYPES = ['value', 'percentage'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];

/** Percentages are kept in basis points (1/100 of a percent) so 12,5% is exact. */
export const PERCENT_BP = 10_000;

/** A rule as stored (money in cents, percentages in basis points). */
export type StoredSplitRule = {
  id: string;
  description: string;
  kind: SplitKind;
  /** Null: the clinic itself (spec 2 §4). */
  supplierId: string | null;
  type: SplitType;
  /** Cents for 'value', basis points for 'percentage'. */
  amount: number;
  /** A percentage share taken over the gross profit (total minus costs and taxes) instead of the total. */
  overProfit: boolean;
  required: boolean;
  mutable: boolean;
  indication: boolean;
};

/** What the cart's editor may change on one rule (trusted only from staff). */
export type SplitRuleEdit = {
  id: string;
  checked: boolean;
  supplierId?: string | null;
  /** Cents or basis points, as the rule's type. */
  amount?: number;
};

/** A rule as it applies to one cart, after the editor's choices. */
export type AppliedSplitRule = StoredSplitRule & { checked: boolean };

export type SplitEditProblem = { key: 'requiredRule'; ruleId: string } | { key: 'percentageMax'; ruleId: string };

/** Whether the editor may change the supplier of a rule (spec 1 §5: read-only otherwise). */
export function supplierEditable(rule: Pick<StoredSplitRule, 'indication' | 'mutable'>, checked: boolean): boolean {
  return checked && rule.mutable && !rule.indication;
}

/** Whether the editor may change the value of a rule. */
export function valueEditable(rule: Pick<StoredSplitRule, 'mutable'>, checked: boolean): boolean {
  return checked && rule.mutable;
}

/**
 * Applies the editor's choices to the stored rules: required rules stay checked (unchecking one is
 * a problem), unchecked rules lose their supplier, and only mutable rules take a new supplier or
 * value (indication rules keep their supplier). Rules without an edit apply as stored.
 */
export function applySplitEdits(
  rules: readonly StoredSplitRule[],
  edits: readonly SplitRuleEdit[] | null,
): { rules: AppliedSplitRule[]; problem: SplitEditProblem | null } {
  const byId = new Map((edits ?? []).map((e) => [e.id, e]));
  const out: AppliedSplitRule[] = [];
  for (const rule of rules) {
    const edit = byId.get(rule.id);
    if (!edit) {
      out.push({ ...rule, checked: true });
      continue;
    }
    if (rule.required && !edit.checked) return { rules: [], problem: { key: 'requiredRule', ruleId: rule.id } };
    const checked = rule.required || edit.checked;
    if (!checked) {
      out.push({ ...rule, checked: false, supplierId: null });
      continue;
    }
    const supplierId =
      supplierEditable(rule, checked) && edit.supplierId !== undefined ? edit.supplierId : rule.supplierId;
    const amount = valueEditable(rule, checked) && edit.amount !== undefined ? edit.amount : rule.amount;
    if (rule.type === 'percentage' && amount > PERCENT_BP) {
      return { rules: [], problem: { key: 'percentageMax', ruleId: rule.id } };
    }
    out.push({ ...rule, checked, supplierId, amount });
  }
  return { rules: out, problem: null };
}

/** amount × bp / 10 000, rounded half up, in whole cents. */
export function percentOf(cents: number, bp: number): number {
  return Math.round((cents * bp) / PERCENT_BP);
}

export type SplitLine = { ruleId: string | null; description: string; supplierId: string | null; cents: number };

export type SplitComputation = {
  totalCents: number;
  costs: SplitLine[];
  taxes: SplitLine[];
  /** Costs paid to a supplier (a lab, a prosthetist), summed per supplier. */
  costsRecipients: { supplierId: string; cents: number }[];
  totalCostsCents: number;
  /** Total minus costs and taxes. */
  grossProfitCents: number;
  /** Total ÷ costs and taxes (the 'multiplier' markup); null without costs. */
  markup: number | null;
  /** Shares, then the clinic's rest (a null-supplier line without rule id). */
  recipients: SplitLine[];
  /** What the clinic keeps from this cart: its own shares and the rest. */
  clinicCents: number;
};

export type SplitProblem = { key: 'costsExceedTotal' } | { key: 'sharesExceedProfit' };

/**
 * The split of `totalCents` by the checked rules: costs and taxes (value, or percentage of the
 * total) come first, then shares (value, or percentage of the total or of the gross profit); the
 * clinic (null supplier) takes what is left, so every cent of the total lands in exactly one line.
 * Refused when costs and taxes pass the total, or shares pass the gross profit: a split never pays
 * out more than the cart brings in.
 */
export function computeSplit(
  totalCents: number,
  rules: readonly AppliedSplitRule[],
): { ok: true; split: SplitComputation } | { ok: false; problem: SplitProblem } {
  const active = rules.filter((r) => r.checked);
  const lineOf = (r: AppliedSplitRule, base: number): SplitLine => ({
    ruleId: r.id,
    description: r.description,
    supplierId: r.supplierId,
    cents: r.type === 'value' ? r.amount : percentOf(base, r.amount),
  });
  const costs = active.filter((r) => r.kind === 'cost').map((r) => lineOf(r, totalCents));
  const taxes = active.filter((r) => r.kind === 'tax').map((r) => lineOf(r, totalCents));
  const totalCostsCents = sum(costs) + sum(taxes);
  if (totalCostsCents > totalCents) return { ok: false, problem: { key: 'costsExceedTotal' } };
  const grossProfitCents = totalCents - totalCostsCents;
  const shares = active
    .filter((r) => r.kind === 'share')
    .map((r) => lineOf(r, r.overProfit ? grossProfitCents : totalCents));
  const sharesCents = sum(shares);
  if (sharesCents > grossProfitCents) return { ok: false, problem: { key: 'sharesExceedProfit' } };
  const restCents = grossProfitCents - sharesCents;

  const costsBySupplier = new Map<string, number>();
  for (const c of costs) {
    if (c.supplierId !== null) costsBySupplier.set(c.supplierId, (costsBySupplier.get(c.supplierId) ?? 0) + c.cents);
  }
  const recipients = [...shares, { ruleId: null, description: '', supplierId: null, cents: restCents }];
  return {
    ok: true,
    split: {
      totalCents,
      costs,
      taxes,
      costsRecipients: [...costsBySupplier].map(([supplierId, cents]) => ({ supplierId, cents })),
      totalCostsCents,
      grossProfitCents,
      markup: totalCostsCents > 0 ? Math.round((totalCents / totalCostsCents) * 100) / 100 : null,
      recipients,
      clinicCents: sum(recipients.filter((r) => r.supplierId === null)),
    },
  };
}

function sum(lines: readonly { cents: number }[]): number {
  return lines.reduce((n, l) => n + l.cents, 0);
}

/**
 * What each party receives when the cart is paid: supplier shares and supplier costs, summed per
 * supplier; the clinic (null) gets the rest, including costs and taxes it pays itself.
 */
export function payouts(split: SplitComputation): { supplierId: string | null; cents: number }[] {
  const bySupplier = new Map<string, number>();
  const add = (id: string, cents: number) => bySupplier.set(id, (bySupplier.get(id) ?? 0) + cents);
  for (const r of split.recipients) if (r.supplierId !== null) add(r.supplierId, r.cents);
  for (const c of split.costsRecipients) add(c.supplierId, c.cents);
  const suppliersCents = [...bySupplier.values()].reduce((n, c) => n + c, 0);
  return [
    ...[...bySupplier].map(([supplierId, cents]) => ({ supplierId, cents })),
    { supplierId: null, cents: split.totalCents - suppliersCents },
  ];
}

/**
 * Sets shown in a cart (spec 2 §4: only when relevant to the cart's service providers): a set
 * whose rules name no supplier fits any cart; a set that names suppliers fits a cart with a line
 * of one of them.
 */
export function isSetRelevant(
  rules: readonly Pick<StoredSplitRule, 'supplierId' | 'indication'>[],
  cartSupplierIds: readonly string[],
): boolean {
  const named = rules.filter((r) => !r.indication && r.supplierId !== null).map((r) => r.supplierId);
  return named.length === 0 || named.some((id) => id !== null && cartSupplierIds.includes(id));
}

/** Reais (wire) → cents, and percent (wire, 2 decimals) → basis points: both are hundredths. */
export function amountFromWire(value: number): number {
  return Math.round(value * 100);
}

/** Cents or basis points → the wire's reais or percent. */
export function amountToWire(amount: number): number {
  return amount / 100;
}
