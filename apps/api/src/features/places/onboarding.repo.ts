import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { type PlaceRow, placeNameKey, places } from './places.tables.ts';

/** Writes of a new place, in one transaction. */
export function createOnboardingRepo() {
  return {
    async slugTaken(q: Queryable, slug: string): Promise<boolean> {
      const [row] = await q.select({ id: places.id }).from(places).where(eq(places.slug, slug)).limit(1);
      return Boolean(row);
    },
    /** Whether another place (not `exceptId`) has a name that reads the same (places.tables.ts `placeNameKey`). */
    async nameTaken(q: Queryable, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await q
        .select({ id: places.id })
        .from(places)
        .where(and(eq(places.nameKey, placeNameKey(name)), exceptId ? ne(places.id, exceptId) : undefined))
        .limit(1);
      return Boolean(row);
    },
    /** The new place, or null when the slug was taken meanwhile (no error inside the transaction). */
    async insertPlace(q: Queryable, values: typeof places.$inferInsert): Promise<PlaceRow | null> {
      const [row] = await q.insert(places).values(values).onConflictDoNothing({ target: places.slug }).returning();
      return row ?? null;
    },
    /** From here on the transaction acts inside the new place (row-level security, decision 007). */
    async enterPlace(tx: Tx, placeId: string) {
      await tx.execute(sql`select set_config('app.place_id', ${placeId}, true)`);
    },
  };
}
export type OnboardingRepo = ReturnType<typeof createOnboardingRepo>;
