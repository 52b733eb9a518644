import { and, desc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { type AddressRow, addresses } from './addresses.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type AddressRecord = AddressRow;

export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Saved addresses; every query is bound to the owner's user id (the table is global, no RLS). */
export function createAddressesRepo() {
  return {
    /** Default first, then newest first. */
    async list(q: Queryable, userId: string): Promise<AddressRow[]> {
      return q
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },
    async find(q: Queryable, userId: string, id: string): Promise<AddressRow | null> {
      const [row] = await q
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .limit(1);
      return row ?? null;
    },
    async insert(q: Queryable, userId: string, values: AddressValues): Promise<AddressRow> {
      const [row] = await q
        .insert(addresses)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('address insert returned nothing');
      return row;
    },
    async update(q: Queryable, userId: string, id: string, values: Partial<AddressValues>): Promise<void> {
      await q
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
    },
    async remove(q: Queryable, userId: string, id: string): Promise<boolean> {
      const rows = await q
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
    /** Makes `id` the only default address of the user. */
    async setDefault(q: Queryable, userId: string, id: string): Promise<void> {
      await q
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
      await q
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
    },
  };
}
export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
