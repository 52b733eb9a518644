import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { comboItems, comboSessions } from './catalogue.tables.ts';

export type SessionValues = Omit<typeof comboSessions.$inferInsert, 'id' | 'placeId' | 'productId' | 'createdAt'>;
export type ItemValues = Omit<typeof comboItems.$inferInsert, 'id' | 'placeId' | 'sessionId'>;

/** Writes of the combo editor; reads go through the storefront repo's listCombos. */
export function createComboAdminRepo() {
  return {
    /** Deletes the product's sessions not in `keep` (their items go with them). */
    async deleteSessionsExcept(q: Queryable, placeId: string, productId: string, keep: string[]): Promise<void> {
      const where = [eq(comboSessions.placeId, placeId), eq(comboSessions.productId, productId)];
      if (keep.length > 0) where.push(notInArray(comboSessions.id, keep));
      await q.delete(comboSessions).where(and(...where));
    },
    async insertSession(q: Queryable, placeId: string, productId: string, values: SessionValues): Promise<string> {
      const [row] = await q
        .insert(comboSessions)
        .values({ ...values, placeId, productId })
        .returning({ id: comboSessions.id });
      if (!row) throw new Error('combo session insert returned nothing');
      return row.id;
    },
    async updateSession(q: Queryable, placeId: string, id: string, values: SessionValues): Promise<void> {
      await q
        .update(comboSessions)
        .set(values)
        .where(and(eq(comboSessions.placeId, placeId), eq(comboSessions.id, id)));
    },
    async deleteItemsExcept(q: Queryable, placeId: string, sessionId: string, keep: string[]): Promise<void> {
      const where = [eq(comboItems.placeId, placeId), eq(comboItems.sessionId, sessionId)];
      if (keep.length > 0) where.push(notInArray(comboItems.id, keep));
      await q.delete(comboItems).where(and(...where));
    },
    async insertItem(q: Queryable, placeId: string, sessionId: string, values: ItemValues): Promise<void> {
      await q.insert(comboItems).values({ ...values, placeId, sessionId });
    },
    async updateItem(q: Queryable, placeId: string, id: string, values: ItemValues): Promise<void> {
      await q
        .update(comboItems)
        .set(values)
        .where(and(eq(comboItems.placeId, placeId), eq(comboItems.id, id)));
    },
    async deleteAll(q: Queryable, placeId: string, productId: string): Promise<number> {
      const rows = await q
        .delete(comboSessions)
        .where(and(eq(comboSessions.placeId, placeId), eq(comboSessions.productId, productId)))
        .returning({ id: comboSessions.id });
      return rows.length;
    },
    /** Items ids among `ids` that belong to the session (kept ids must not move between sessions). */
    async itemIdsOf(q: Queryable, placeId: string, sessionId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await q
        .select({ id: comboItems.id })
        .from(comboItems)
        .where(and(eq(comboItems.placeId, placeId), eq(comboItems.sessionId, sessionId), inArray(comboItems.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type ComboAdminRepo = ReturnType<typeof createComboAdminRepo>;
