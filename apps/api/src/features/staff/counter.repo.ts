import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import { savedCartShares, savedCarts } from './counter.tables.ts';

export type SavedCartRecord = {
  id: string;
  code: string;
  cart: unknown;
  customerId: string | null;
  customerName: string | null;
  expiresAt: Date;
  updatedAt: Date;
};

const cartColumns = {
  id: savedCarts.id,
  code: savedCarts.code,
  cart: savedCarts.cart,
  customerId: savedCarts.customerId,
  customerName: users.username,
  expiresAt: savedCarts.expiresAt,
  updatedAt: savedCarts.updatedAt,
};

/** Saved carts and share codes (decision 115); callers pass the `inPlace` transaction (RLS). */
export function createCounterRepo() {
  return {
    /** A new saved cart; null when the code is taken (the caller draws another). */
    async insertCart(
      q: Queryable,
      row: {
        placeId: string;
        code: string;
        cart: unknown;
        customerId: string | null;
        savedBy: string;
        expiresAt: Date;
      },
    ): Promise<{ code: string; expiresAt: Date } | null> {
      const [saved] = await q
        .insert(savedCarts)
        .values(row)
        .onConflictDoNothing()
        .returning({ code: savedCarts.code, expiresAt: savedCarts.expiresAt });
      return saved ?? null;
    },
    /** Replaces a live saved cart's content; null when there is none under that code. */
    async replaceCart(
      q: Queryable,
      placeId: string,
      code: string,
      row: { cart: unknown; customerId: string | null; savedBy: string; expiresAt: Date },
    ): Promise<{ code: string; expiresAt: Date } | null> {
      const [saved] = await q
        .update(savedCarts)
        .set({ ...row, updatedAt: sql`now()` })
        .where(and(eq(savedCarts.placeId, placeId), eq(savedCarts.code, code), gt(savedCarts.expiresAt, sql`now()`)))
        .returning({ code: savedCarts.code, expiresAt: savedCarts.expiresAt });
      return saved ?? null;
    },
    async findCart(q: Queryable, placeId: string, code: string): Promise<SavedCartRecord | null> {
      const [row] = await q
        .select(cartColumns)
        .from(savedCarts)
        .leftJoin(users, eq(users.id, savedCarts.customerId))
        .where(and(eq(savedCarts.placeId, placeId), eq(savedCarts.code, code), gt(savedCarts.expiresAt, sql`now()`)));
      return row ?? null;
    },
    /** The saved cart a live share code opens. */
    async findShared(q: Queryable, placeId: string, code: string): Promise<SavedCartRecord | null> {
      const [row] = await q
        .select(cartColumns)
        .from(savedCartShares)
        .innerJoin(savedCarts, eq(savedCarts.id, savedCartShares.cartId))
        .leftJoin(users, eq(users.id, savedCarts.customerId))
        .where(
          and(
            eq(savedCartShares.placeId, placeId),
            eq(savedCartShares.code, code),
            gt(savedCartShares.expiresAt, sql`now()`),
            gt(savedCarts.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },
    async insertShare(
      q: Queryable,
      row: { placeId: string; cartId: string; code: string; expiresAt: Date },
    ): Promise<{ code: string; expiresAt: Date } | null> {
      const [saved] = await q
        .insert(savedCartShares)
        .values(row)
        .onConflictDoNothing()
        .returning({ code: savedCartShares.code, expiresAt: savedCartShares.expiresAt });
      return saved ?? null;
    },
  };
}
export type CounterRepo = ReturnType<typeof createCounterRepo>;
