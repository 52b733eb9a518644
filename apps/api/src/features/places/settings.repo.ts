import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type PlaceRow, placeNameKey, places } from './places.tables.ts';

/** Reads and writes of a place's own row for the back office (always fresh, never the cache). */
export function createSettingsRepo(db: Db) {
  return {
    async find(placeId: string): Promise<PlaceRow | null> {
      const [row] = await db.select().from(places).where(eq(places.id, placeId)).limit(1);
      return row ?? null;
    },
    async findBySlug(slug: string): Promise<PlaceRow | null> {
      const [row] = await db.select().from(places).where(eq(places.slug, slug)).limit(1);
      return row ?? null;
    },
    /** Whether a place other than `placeId` has a name that reads the same (`placeNameKey`). */
    async nameTaken(name: string, placeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: places.id })
        .from(places)
        .where(and(eq(places.nameKey, placeNameKey(name)), ne(places.id, placeId)))
        .limit(1);
      return Boolean(row);
    },
    /** Whether another place already names this seller (one seller, one place). */
    async sellerTaken(sellerId: string, placeId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: places.id })
        .from(places)
        .where(and(eq(places.paymentsSellerId, sellerId), ne(places.id, placeId)))
        .limit(1);
      return row !== undefined;
    },
    async update(placeId: string, values: Partial<typeof places.$inferInsert>): Promise<PlaceRow> {
      const [row] = await db
        .update(places)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(places.id, placeId))
        .returning();
      if (!row) throw new Error('place update returned nothing');
      return row;
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
