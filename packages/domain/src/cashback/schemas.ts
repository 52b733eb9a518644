import { z } from 'zod';
import { boundedInt } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';

// Cashback (spec 1 §7 cashbackmanual/retrieve, §9 "Cashback"): a ledger per person and place.
// Decision 017.

export const CASHBACK_ENTRY_KINDS = [
  'order_credit',
  'order_debit',
  'order_refund',
  'manual_code',
  'referral',
  'adjustment',
  'expiry',
] as const;

export const CashbackRetrieveBody = z.object({
  code: plainText(40)
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().min(1, 'Campo obrigatório')),
});
export const CashbackRetrieveResponse = z.object({
  /** Reais credited. */
  amount: z.number(),
  /** Reais: the balance after the credit. */
  balance: z.number(),
});

export const CashbackEntry = z.object({
  _id: z.string(),
  /** Reais, signed. */
  amount: z.number(),
  kind: z.enum(CASHBACK_ENTRY_KINDS),
  description: z.string(),
  order_id: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

export const CashbackStatementBody = z.object({ page: boundedInt('fieldPage', 1, 10_000).default(1) });
export const CashbackStatementResponse = z.object({
  /** Reais. */
  balance: z.number(),
  /** Reais: the least balance that can be used (cashback_min_saque). */
  min_saque: z.number(),
  /** Percent of product values credited per delivered order. */
  perc: z.number(),
  /** 0 = credits never expire. */
  validity_days: z.number().int(),
  /** Reais credited per referred friend's first delivered order. */
  referral_reward: z.number(),
  /** The caller's share coupon at this place (made on first use). */
  share_cupom: z.string(),
  entries: z.array(CashbackEntry),
  page: z.number().int(),
  has_more: z.boolean(),
});
