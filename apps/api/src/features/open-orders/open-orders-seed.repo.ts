import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { products } from '../catalogue/catalogue.tables.ts';
import { users } from '../users/users.tables.ts';

/** The few writes and reads of the open-accounts demo that no service needs. */
export function createOpenOrdersSeedRepo() {
  return {
    async insertGuest(tx: Tx, guest: { username: string; phone: string; passwordHash: string }) {
      const [row] = await tx
        .insert(users)
        .values({ ...guest, phoneValidated: true })
        .returning({ id: users.id });
      return row?.id ?? null;
    },

    async productsOf(tx: Tx, placeId: string, ids: string[]) {
      return tx
        .select({ id: products.id, code: products.code, name: products.name, priceCents: products.priceCents })
        .from(products)
        .where(and(eq(products.placeId, placeId), inArray(products.id, ids)));
    },
  };
}
