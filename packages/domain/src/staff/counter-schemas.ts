import { z } from 'zod';
import { CartBase, ValidatedLine } from '../cart/schemas.ts';
import { boundedInt } from '../shared/bounds.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { CounterCustomer } from './schemas.ts';

// Cart upload/download and account merging at the counter (decisions 115 and 116).

/** Letters and digits a person reads aloud without confusion (no 0/O, 1/I/L). */
export const CART_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CART_CODE_LENGTH = 8;

/** A saved-cart or share code as typed: case, spaces and dashes ignored. */
export const CartCode = checked(
  plainText(20).transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
  (v) =>
    v.length === CART_CODE_LENGTH && [...v].every((c) => CART_CODE_ALPHABET.includes(c)) ? null : 'cartCodeInvalid',
);

/** The cart as saved: the lines and the manager's options (prices are re-checked when loaded). */
export const CachedCart = CartBase.extend({
  budget: z.boolean().optional(),
  dont_expire: z.boolean().optional(),
  /** Hours, as the order call takes them. */
  expire_in: boundedInt('fieldExpireIn', 1, 999 * 720).optional(),
});
export type CachedCart = z.infer<typeof CachedCart>;

export const SetCacheCartBody = z.object({
  /** The code of a cart saved before, to overwrite it; absent: a new code. */
  id: CartCode.optional(),
  cart: CachedCart,
});
export const SetCacheCartResponse = z.object({ id: z.string(), expires_at: z.string() });

export const GetCacheCartBody = z.object({ id: CartCode });
export const GetCacheCartResponse = z.object({
  /** The saved cart's own code (staff) or the share code the customer typed. */
  id: z.string(),
  cart: CachedCart,
  /** The lines priced for the caller now, in the cart's order. */
  lines: z.array(ValidatedLine),
  /** Whom the cart was made for (acting), if anyone. */
  customer_name: z.string().nullable(),
  saved_at: z.string(),
});

export const CreateCacheTokenBody = z.object({ id: CartCode });
export const CreateCacheTokenResponse = z.object({ code: z.string(), expires_at: z.string() });

/** At most this many access accounts are merged into the main one in one call. */
export const MERGE_USERS_MAX = 10;

export const MergeUsersBody = z.object({
  /** The main customer: keeps its login and receives the others' history. */
  master_id: z.string().uuid(),
  user_ids: z.array(z.string().uuid()).min(1).max(MERGE_USERS_MAX),
  /** Make the main customer a master account. */
  promote: z.boolean().optional(),
});
export const MergeUsersResponse = z.object({
  user: CounterCustomer,
  moved: z.object({
    orders: z.number().int(),
    addresses: z.number().int(),
    cards: z.number().int(),
    /** Cashback moved, in reais. */
    cashback: z.number(),
  }),
});
