import { z } from 'zod';
import { boundedInt, boundedNumber, boundedReais, ORDER_TOTAL_MAX_CENTS } from '../shared/bounds.ts';
import { formatMessage } from '../shared/messages.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { OPEN_ORDER_KINDS } from './rules.ts';

// The wire of open accounts (decision 070). Money in reais, instants ISO.

const Id = z.string().uuid();
const Kind = z.enum(OPEN_ORDER_KINDS);
/** The table/tab/room number as typed ('5', 'Mesa 5', 'Chalé Mirante'). */
const SpotNumber = checked(plainText(40), (v) => (v.trim().length === 0 ? 'required' : null));
const InviteCode = checked(plainText(20), (v) => (v.trim().length === 0 ? 'required' : null));

export const ConsumePlaceView = z.object({ _id: z.string(), kind: Kind, name: z.string() });
export const ConsumePlaceListResponse = z.object({
  consume_places: z.array(ConsumePlaceView),
  /** The kind the place asks for first (comandaFacil_option), null when it lets the guest choose. */
  option: Kind.nullable(),
});

/** Enough of an account to say which it is (never its invite code). */
export const OpenOrderRef = z.object({ _id: z.string(), kind: Kind, number: z.string(), status: z.number().int() });

export const CheckOpenOrderBody = z.object({ number: SpotNumber, kind: Kind.optional() });
export const CheckOpenOrderResponse = z.object({
  /** True when nobody holds this number: the first guest opens it. */
  free: z.boolean(),
  order: OpenOrderRef.nullable(),
  /** The listed consume place the number names, null for a free-form number. */
  consume_place: ConsumePlaceView.nullable(),
  /** Free, and the caller is not staff: opening it takes the code printed at the table (decision 186). */
  table_code_required: z.boolean(),
});

export const InviteBody = z.object({ comanda: Id, inviteCode: InviteCode });
export const InviteResponse = z.object({ order: OpenOrderRef });

export const AssignBody = z
  .object({
    /** The account to join (invite link), or… */
    order_id: Id.optional(),
    /** …the number to open or join (QR code, number entry). */
    number: SpotNumber.optional(),
    kind: Kind.optional(),
    /** Needed to join an account someone else opened, unless the caller is staff. */
    invite_code: InviteCode.optional(),
    /** Needed to open a free number, unless the caller is staff: the code printed at the table. */
    table_code: InviteCode.optional(),
  })
  .refine((b) => b.order_id !== undefined || b.number !== undefined, {
    message: 'number: Obrigatório',
    path: ['number'],
  });

export const OpenOrderMember = z.object({
  user_id: z.string(),
  username: z.string().nullable(),
  joined_at: z.string(),
  /** What this guest's own rounds add up to (their share of the consumption), reais. */
  consumption: z.number(),
});

export const OpenOrderRound = z.object({
  order_id: z.string(),
  number: z.number().int(),
  status: z.number().int(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  created_at: z.string(),
  products: z.array(z.object({ productname: z.string(), quantity: z.number().int(), line_total: z.number() })),
  total: z.number(),
});

export const OpenOrderPayment = z.object({
  payment_type: z.number().int(),
  amount: z.number(),
  at: z.string(),
  by: z.string().nullable(),
});

/** An open account as its members and the staff read it (spec 1 §2 OpenOrder). */
export const OpenOrderView = OpenOrderRef.extend({
  name: z.string().nullable(),
  consume_place_id: z.string().nullable(),
  /** Members and staff only: the code a guest gives a friend to join. */
  invite_code: z.string(),
  wifi_password: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  waiter_called_at: z.string().nullable(),
  bill_requested_at: z.string().nullable(),
  service_fee_percent: z.number(),
  members: z.array(OpenOrderMember),
  rounds: z.array(OpenOrderRound),
  consumption: z.number(),
  service_fee: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  payments: z.array(OpenOrderPayment),
});
export const OpenOrderResponse = z.object({ order: OpenOrderView });
export const AssignResponse = z.object({ order: OpenOrderView, opened: z.boolean() });

export const OpenOrderIdBody = z.object({ order_id: Id });

/** Staff's list: every open account with its alerts (OpenOrderList). */
export const OpenOrderSummary = OpenOrderRef.extend({
  name: z.string().nullable(),
  created_at: z.string(),
  waiter_called_at: z.string().nullable(),
  bill_requested_at: z.string().nullable(),
  members: z.number().int(),
  rounds: z.number().int(),
  total: z.number(),
  balance: z.number(),
});
export const OpenOrderListResponse = z.object({ orders: z.array(OpenOrderSummary) });

export const UpdateOpenOrderBody = z.object({
  order_id: Id,
  /** Move the account to another free number (table change). */
  number: SpotNumber.optional(),
  kind: Kind.optional(),
  /** A name shown beside the number ('Aniversário da Ana'); empty clears it. */
  name: plainText(60).optional(),
  /** Merge this other open account into this one (its members and rounds move; it closes). */
  merge_from: Id.optional(),
  remove_user_id: Id.optional(),
  /** Staff saw the waiter call and/or the bill request: the alert stops. */
  acknowledge: z.enum(['waiter', 'bill', 'all']).optional(),
});

export const RequestBillBody = z.object({
  order_id: Id,
  /** The tip the guest chose, percent of the consumption (the place's fee by default; 0 allowed). */
  service_fee_percent: boundedNumber('fieldServiceFee', 0, 30).optional(),
});

export const FINISH_PAYMENT_TYPES = [0, 1, 2, 3, 5] as const;
export const FinishOpenOrderBody = z.object({
  order_id: Id,
  /** What staff collected at the counter (cash, card on the machine...), reais. */
  payments: z
    .array(
      z.object({
        // A payment link (4) is never collected at the counter.
        payment_type: boundedInt('fieldPaymentType', 0, 5).refine(
          (n) => (FINISH_PAYMENT_TYPES as readonly number[]).includes(n),
          formatMessage('paymentTypeNotAtCounter'),
        ),
        amount: boundedReais('fieldAmountCharged', ORDER_TOTAL_MAX_CENTS, 1),
      }),
    )
    .max(20),
  /** Close even when the payments do not cover the bill (staff's decision, e.g. a courtesy). */
  force: z.boolean().optional(),
});
