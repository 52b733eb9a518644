import { z } from 'zod';
import { defineCalls } from '../contract-types.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { createOpenOrderRoutes } from './create-routes.ts';
import { OPEN_ORDER_KINDS } from './rules.ts';
import { OpenOrderRef } from './schemas.ts';

export const CreateOpenOrderBody = z.object({
  kind: z.enum(OPEN_ORDER_KINDS),
  /** The number as typed or chosen ('5', 'Quarto 12'). */
  number: checked(plainText(40), (v) => (v.trim().length === 0 ? 'required' : null)),
  /** Who the account is for ('Família Souza'), shown beside the number. */
  name: plainText(60).optional(),
});

export const CreateOpenOrderResponse = z.object({
  order: OpenOrderRef.extend({ name: z.string().nullable(), invite_code: z.string() }),
});

export const createOpenOrderCalls = defineCalls(createOpenOrderRoutes, {
  'openorder/create': {
    summary: 'Staff open an account on a free number for guests who join with its invite code (CreateOpenOrder).',
    body: CreateOpenOrderBody,
    response: CreateOpenOrderResponse,
  },
});
