import { z } from 'zod';
import { Order } from '../orders/schemas.ts';
import { boundedDay, boundedInt } from '../shared/bounds.ts';
import { SupplierId } from '../users/team-schemas.ts';

/** How many days one payments list may cover (a quarter): the totals are one query over them. */
export const PAYMENT_LIST_MAX_DAYS = 93;

/** paymentlist (decision 120): the place's orders and their totals by payment type between two São Paulo days. */
export const PaymentListBody = z.object({
  /** 'YYYY-MM-DD', inclusive; default today in America/Sao_Paulo. */
  begin: boundedDay('fieldBegin').optional(),
  /** 'YYYY-MM-DD', inclusive; default `begin`. */
  end: boundedDay('fieldEnd').optional(),
  /** One payment type (spec 1 §4 codes); every type when absent. */
  payment_type: boundedInt('fieldPaymentType', -2, 5).optional(),
  /** Statuses to list; all when absent or empty. */
  attendancies: z
    .array(boundedInt('fieldStatus', 0, 7))
    .max(8)
    .optional(),
  /** Clinic places: only orders that booked this service supplier (their attendancy's supplier). */
  service_supplier_id: SupplierId.optional(),
});

export const PaymentTypeTotal = z.object({
  /** Null: orders whose payment was not chosen yet. */
  payment_type: z.number().int().nullable(),
  count: z.number().int(),
  /** Reais. */
  total: z.number(),
});

export const PaymentListResponse = z.object({
  begin: z.string(),
  end: z.string(),
  /** Newest first, at most ORDER_LIST_MAX; `truncated` says when older ones were left out. */
  orders: z.array(Order),
  truncated: z.boolean(),
  /** Orders that count (not refused, cancelled or in error, not budgets, payment not refunded or failed), by type. */
  totals: z.array(PaymentTypeTotal),
  count: z.number().int(),
  /** Reais: the sum of `totals`. */
  total: z.number(),
});
