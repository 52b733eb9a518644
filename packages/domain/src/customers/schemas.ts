import { z } from 'zod';
import { CASHBACK_ENTRY_KINDS } from '../cashback/schemas.ts';
import { boundedCents, boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';

// Back-office customers (decision 039): the people of a place, their orders and
// cashback, blocks, and audited cashback adjustments. Money in cents (these calls are ours, not
// the spec's reais payloads).

const UserId = z.string().uuid();
/** The largest single adjustment: R$ 100.000,00. */
export const CASHBACK_ADJUST_MAX_CENTS = 10_000_000;
export const CUSTOMERS_PAGE_SIZE = 30;

export const CustomerSummary = z.object({
  _id: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  blocked: z.boolean(),
  block_app_payment: z.boolean(),
  balance_cents: z.number().int(),
  orders_count: z.number().int(),
  last_order_at: z.string().nullable(),
  created_at: z.string(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomersListBody = z.object({
  /** Part of the name, or digits of the phone. */
  search: plainText(80).optional(),
  page: boundedInt('fieldPage', 1, 10_000).default(1),
});
export const CustomersListResponse = z.object({
  customers: z.array(CustomerSummary),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const CustomerOrder = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.number().int(),
  total_cents: z.number().int(),
  delivery_type: z.number().int(),
  pickup: z.boolean(),
  created_at: z.string(),
});

export const CustomerStatementEntry = z.object({
  _id: z.string(),
  amount_cents: z.number().int(),
  kind: z.enum(CASHBACK_ENTRY_KINDS),
  description: z.string(),
  order_id: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

export const CUSTOMER_AUDIT_ACTIONS = [
  'block',
  'unblock',
  'block_app_payment',
  'unblock_app_payment',
  'cashback_adjust',
] as const;
export const CustomerAuditEntry = z.object({
  _id: z.string(),
  action: z.enum(CUSTOMER_AUDIT_ACTIONS),
  amount_cents: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** Staff member's name. */
  by: z.string().nullable(),
  at: z.string(),
});

export const CustomerReadBody = z.object({ user_id: UserId });
export const CustomerReadResponse = z.object({
  customer: CustomerSummary.extend({ cpf: z.string().nullable(), birthdate: z.string().nullable() }),
  /** Newest first, at most 50. */
  orders: z.array(CustomerOrder),
  /** Newest first, at most 50. */
  statement: z.array(CustomerStatementEntry),
  /** Block changes and cashback adjustments, newest first, at most 50. */
  audit: z.array(CustomerAuditEntry),
});

export const CustomerBlockBody = z
  .object({
    user_id: UserId,
    blocked: z.boolean().optional(),
    block_app_payment: z.boolean().optional(),
    reason: plainText(500).optional(),
  })
  .refine((b) => b.blocked !== undefined || b.block_app_payment !== undefined, {
    message: 'Informe blocked ou block_app_payment',
    path: ['blocked'],
  });
export const CustomerBlockResponse = z.object({ customer: CustomerSummary });

export const CashbackAdjustBody = z.object({
  user_id: UserId,
  /** Signed cents: a credit (> 0) or a debit (< 0); never 0. */
  amount_cents: boundedCents('fieldAdjustment', -CASHBACK_ADJUST_MAX_CENTS, CASHBACK_ADJUST_MAX_CENTS).refine(
    (n) => n !== 0,
    'O valor não pode ser zero',
  ),
  reason: plainText(500)
    .transform((v) => v.trim())
    .pipe(z.string().min(3, 'Informe o motivo (ao menos 3 caracteres)')),
});
export const CashbackAdjustResponse = z.object({
  balance_cents: z.number().int(),
  entry: CustomerStatementEntry,
});
