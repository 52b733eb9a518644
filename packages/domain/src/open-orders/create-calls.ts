import { z } from 'zod';
import { defineCalls } from '../contract-types.ts';
import { boundedInt } from '../shared/bounds.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { createOpenOrderRoutes } from './create-routes.ts';
import { OPEN_ORDER_KINDS } from './rules.ts';
import { OpenOrderRef } from './schemas.ts';

/** Check-in products on a new account (the night's rate, a deposit): at most this many lines. */
export const CHECK_IN_LINES_MAX = 20;
/** Units of one check-in product on a new account (nights, people). */
export const CHECK_IN_QUANTITY_MAX = 99;

export const CreateOpenOrderBody = z.object({
  kind: z.enum(OPEN_ORDER_KINDS),
  /** The number as typed or chosen ('5', 'Quarto 12'). */
  number: checked(plainText(40), (v) => (v.trim().length === 0 ? 'required' : null)),
  /** Who the account is for ('Família Souza'), shown beside the number. */
  name: plainText(60).optional(),
  /** Check-in products put on the account as its first round (decision 187). */
  products: z
    .array(
      z.object({
        product_id: z.string().uuid(),
        quantity: boundedInt('fieldQuantity', 1, CHECK_IN_QUANTITY_MAX),
      }),
    )
    .max(CHECK_IN_LINES_MAX)
    .optional(),
});

export const CreateOpenOrderResponse = z.object({
  order: OpenOrderRef.extend({
    name: z.string().nullable(),
    invite_code: z.string(),
    /** The check-in round's total in reais (0 without products). */
    check_in_total: z.number(),
  }),
});

export const TableCodesBody = z.object({
  /** Numbers typed in the owner's drawer (not consume places of the settings). */
  numbers: z
    .array(checked(plainText(40), (v) => (v.trim().length === 0 ? 'required' : null)))
    .max(50)
    .optional(),
  /** Print a new code for this spot (its spot_key): the old printed code stops opening it. */
  renew: plainText(80).optional(),
});

export const TableCodeView = z.object({
  spot_key: z.string(),
  kind: z.enum(OPEN_ORDER_KINDS),
  /** 'Mesa 5', or the typed number. */
  name: z.string(),
  /** The code printed beside the QR; null for a typed number the place does not take. */
  code: z.string().nullable(),
});
export const TableCodesResponse = z.object({ codes: z.array(TableCodeView) });

export const createOpenOrderCalls = defineCalls(createOpenOrderRoutes, {
  'openorder/create': {
    summary:
      'Staff open an account on a free number for guests who join with its invite code, with its check-in products (CreateOpenOrder).',
    body: CreateOpenOrderBody,
    response: CreateOpenOrderResponse,
  },
  'openorder/tablecodes': {
    summary:
      "The codes printed beside the place's table QR codes (made on first use); renew one to retire a printed code.",
    body: TableCodesBody,
    response: TableCodesResponse,
  },
});
