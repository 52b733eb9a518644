import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';
import { SupplierId } from '../users/team-schemas.ts';
import { SPLIT_KINDS, SPLIT_TYPES } from './rules.ts';

// The wire shapes of split rule sets (spec 2 §3) and of the cart's split (spec 2 §3 'The cart's
// split_rules'). Money in reais and percentages in percent, 2 decimals; the server keeps hundredths.

export const SPLIT_RULES_PER_SET_MAX = 30;
export const SPLIT_SETS_PER_PLACE_MAX = 100;
/** R$ 1.000.000,00: the largest cart (ORDER_TOTAL_MAX_CENTS). */
export const SPLIT_VALUE_MAX = 1_000_000;

const hundredths = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A rule's value: reais for 'value', percent (0 to 100) for 'percentage'. */
export const SplitValue = z
  .number({ error: 'Valor: informe um número de 0 a 1.000.000, com até 2 casas decimais.' })
  .min(0, 'Valor: informe um número de 0 a 1.000.000, com até 2 casas decimais.')
  .max(SPLIT_VALUE_MAX, 'Valor: informe um número de 0 a 1.000.000, com até 2 casas decimais.')
  .refine(hundredths, 'Valor: informe um número de 0 a 1.000.000, com até 2 casas decimais.');

export const SplitRule = z.object({
  split_rule_id: z.string(),
  description: z.string(),
  kind: z.enum(SPLIT_KINDS),
  /** Null: the clinic itself. */
  service_supplier_id: z.string().nullable(),
  service_supplier_name: z.string(),
  split_type: z.enum(SPLIT_TYPES),
  value: z.number(),
  percentage_over_profit: z.boolean(),
  required: z.boolean(),
  mutable: z.boolean(),
  indication: z.boolean(),
});
export type SplitRule = z.infer<typeof SplitRule>;

export const SplitRuleSet = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The set a customer's own cart gets (customers never choose nor edit; decision 085). */
  is_default: z.boolean(),
  rules: z.array(SplitRule),
});
export type SplitRuleSet = z.infer<typeof SplitRuleSet>;

export const SplitSupplier = z.object({ service_supplier_id: z.string(), name: z.string() });
export type SplitSupplier = z.infer<typeof SplitSupplier>;

export const SplitRuleSetListBody = z.object({
  /** Filters by name or description (spec 2 §7 'splitruleset/list (description)'). */
  description: plainText(200).optional(),
  /** The cart's service suppliers: only the sets relevant to them (spec 2 §4). */
  service_supplier_ids: z.array(SupplierId).max(50).optional(),
});
export const SplitRuleSetListResponse = z.object({
  split_rule_sets: z.array(SplitRuleSet),
  /** Who may receive: the place's suppliers; the clinic itself is the null supplier. */
  suppliers: z.array(SplitSupplier),
});

const RuleText = (what: string, max: number) =>
  plainText(max)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, `${what}: campo obrigatório.`);

export const SplitRuleInput = z
  .object({
    /** Kept when editing an existing rule (orders keep the ids they were split by). */
    split_rule_id: z.uuid('Regra não encontrada.').optional(),
    description: RuleText('Descrição', 200),
    kind: z.enum(SPLIT_KINDS, 'Tipo: escolha custo, imposto ou repasse.'),
    service_supplier_id: SupplierId.nullable(),
    split_type: z.enum(SPLIT_TYPES, 'Forma: escolha valor ou porcentagem.'),
    value: SplitValue,
    percentage_over_profit: z.boolean().default(false),
    required: z.boolean().default(false),
    mutable: z.boolean().default(false),
    indication: z.boolean().default(false),
  })
  .refine((r) => r.split_type !== 'percentage' || r.value <= 100, {
    message: 'Valor: uma porcentagem vai de 0 a 100.',
    path: ['value'],
  });

export const SplitRuleSetSaveBody = z.object({
  /** Absent: a new set. */
  _id: z.uuid('Regra de divisão não encontrada.').optional(),
  name: RuleText('Nome', 120),
  description: plainText(500).default(''),
  is_default: z.boolean().default(false),
  rules: z
    .array(SplitRuleInput)
    .min(1, 'Regras: inclua pelo menos uma regra.')
    .max(SPLIT_RULES_PER_SET_MAX, `Regras: no máximo ${SPLIT_RULES_PER_SET_MAX}.`),
});
export const SplitRuleSetResponse = z.object({ split_rule_set: SplitRuleSet });
export const SplitRuleSetRemoveBody = z.object({ _id: z.uuid('Regra de divisão não encontrada.') });
export const SplitRuleSetRemoveResponse = z.object({ done: z.literal(true) });
export const SplitRuleSetAdminListBody = z.object({});

/** The cart's choice: the set and, from staff only, the editor's changes (spec 1 §3 'Cart'). */
export const SplitRuleEditInput = z.object({
  split_rule_id: z.string().max(64),
  checked: z.boolean(),
  service_supplier_id: SupplierId.nullable().optional(),
  value: SplitValue.optional(),
});
export const SplitChoice = {
  split_rule_set_id: z.uuid('Regra de divisão não encontrada.').nullable().optional(),
  split_rule_set: z
    .object({ rules: z.array(SplitRuleEditInput).max(SPLIT_RULES_PER_SET_MAX) })
    .nullable()
    .optional(),
};

const SplitAmountLine = z.object({
  split_rule_id: z.string().nullable(),
  description: z.string(),
  service_supplier_id: z.string().nullable(),
  service_supplier_name: z.string(),
  value: z.number(),
});

/** The cart's split_rules (spec 2 §3), all money in reais. */
export const SplitResult = z.object({
  split_rule_set_id: z.string(),
  name: z.string(),
  total: z.number(),
  costs: z.array(SplitAmountLine),
  taxes: z.array(SplitAmountLine),
  costs_recipients: z.array(
    z.object({ service_supplier_id: z.string(), service_supplier_name: z.string(), value: z.number() }),
  ),
  total_costs: z.number(),
  gross_profit: z.number(),
  /** Total ÷ costs and taxes; null without costs. */
  markup: z.number().nullable(),
  recipients: z.array(SplitAmountLine),
  /** The clinic's balance: what this cart adds, before and after (decision 085). */
  balance_change: z.number(),
  previous_balance: z.number(),
  next_balance: z.number(),
});
export type SplitResult = z.infer<typeof SplitResult>;

/** A seller id at the payments provider (Zoop ids are 32 hex characters; the sandbox's are words). */
export const SELLER_ID_MAX = 64;
export const SellerId = z
  .string()
  .trim()
  .min(1, 'Vendedor: informe o id do vendedor no provedor de pagamentos.')
  .max(SELLER_ID_MAX, `Vendedor: use no máximo ${SELLER_ID_MAX} caracteres.`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Vendedor: use letras, números, hífen ou sublinhado.');

/** Where each supplier's share is paid (decision 126): their seller at the provider, or none. */
export const SplitPayee = z.object({
  service_supplier_id: z.string(),
  name: z.string(),
  /** Null: the clinic pays this supplier outside the provider. */
  seller_id: z.string().nullable(),
});
export type SplitPayee = z.infer<typeof SplitPayee>;
export const SplitPayeeListBody = z.object({});
export const SplitPayeeListResponse = z.object({ payees: z.array(SplitPayee) });
export const SplitPayeeSaveBody = z.object({
  service_supplier_id: SupplierId,
  /** Null clears it. */
  seller_id: SellerId.nullable(),
});
export const SplitPayeeSaveResponse = z.object({ payee: SplitPayee });
