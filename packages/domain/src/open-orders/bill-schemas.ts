import { z } from 'zod';
import { boundedInt, boundedReais, ORDER_TOTAL_MAX_CENTS } from '../shared/bounds.ts';
import { SPLIT_MODES, SPLIT_PARTS_MAX, SPLIT_PARTS_MIN } from './bill-rules.ts';

// The wire of paying an open account (decisions 110-112). Money in reais, instants ISO.

const Id = z.string().uuid();

export const SplitPaymentBody = z
  .object({
    /** The open account. */
    order_id: Id,
    /** Without a mode the call only reads the bill and its parts. */
    mode: z.enum(SPLIT_MODES).optional(),
    /** equal: in how many parts the bill is split. */
    parts: boundedInt('fieldSplitParts', SPLIT_PARTS_MIN, SPLIT_PARTS_MAX).optional(),
    /** amount: the typed amount this guest pays (spec 1 §7 "v2/splitpayment (total)"). */
    total: boundedReais('fieldPartAmount', ORDER_TOTAL_MAX_CENTS, 1).optional(),
  })
  .refine((b) => b.mode !== 'equal' || b.parts !== undefined, { message: 'parts: Obrigatório', path: ['parts'] })
  .refine((b) => b.mode !== 'amount' || b.total !== undefined, { message: 'total: Obrigatório', path: ['total'] });

export const BillPartView = z.object({
  /** The part's own order: pay it with v2/orderdeliverypayment and the payments calls. */
  order_id: z.string(),
  number: z.number().int(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  mode: z.enum(SPLIT_MODES),
  parts: z.number().int().nullable(),
  amount: z.number(),
  /** The part's order status: 2 waiting for payment, 7 paid, 5/6 dropped. */
  status: z.number().int(),
  payment_type: z.number().int().nullable(),
  payment_status: z.string().nullable(),
  paid: z.boolean(),
  created_at: z.string(),
});

export const BillSummary = z.object({
  /** The account's status: 1 open, 7 paid and closed. */
  status: z.number().int(),
  service_fee_percent: z.number(),
  total: z.number(),
  paid: z.number(),
  /** Parts other guests are paying right now. */
  held: z.number(),
  balance: z.number(),
  /** What a new part may take (balance less held). */
  available: z.number(),
});

export const SplitPaymentResponse = z.object({
  /** The part just made (null when the call only read). */
  part: BillPartView.nullable(),
  parts: z.array(BillPartView),
  bill: BillSummary,
});

export const PrintBillBody = z.object({ order_id: Id });
export const PrintBillResponse = z.object({ document_id: z.string(), job_id: z.string().nullable() });

export const PendingPrintBody = z.object({
  /** A round (an order placed on an open account). */
  order_id: Id,
});
export const PendingPrintResponse = z.object({
  /** False when this round was already sent to the kitchen (sent once). */
  printed: z.boolean(),
  document_id: z.string().nullable(),
  job_id: z.string().nullable(),
});
