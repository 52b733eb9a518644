import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { AgendaSettingsRow, TemplatesRow } from './places.tables.ts';
import { type PlaceRow, places } from './places.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type PlaceRecord = PlaceRow;
export type AgendaSettingsRecord = AgendaSettingsRow;
export type TemplatesRecord = TemplatesRow;
/** Columns a settings save may change. */
export type PlaceChanges = Partial<typeof places.$inferInsert>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPlacesRepo(db: Db) {
  // Hot path (every request resolves its place): prepared once.
  const byIdOrSlug = db
    .select()
    .from(places)
    .where(or(eq(places.id, sql.placeholder('id')), eq(places.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('place_by_id_or_slug');
  const bySlug = db
    .select()
    .from(places)
    .where(eq(places.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('place_by_slug');

  return {
    /** Every place id: the minute sweeps visit each place under its own RLS setting. */
    async ids(): Promise<string[]> {
      const rows = await db.select({ id: places.id }).from(places);
      return rows.map((r) => r.id);
    },
    async find(idOrSlug: string): Promise<PlaceRow | null> {
      const rows = UUID.test(idOrSlug)
        ? await byIdOrSlug.execute({ id: idOrSlug, slug: idOrSlug })
        : await bySlug.execute({ slug: idOrSlug.toLowerCase() });
      return rows[0] ?? null;
    },
    async insert(values: typeof places.$inferInsert): Promise<PlaceRow> {
      const [row] = await db.insert(places).values(values).returning();
      if (!row) throw new Error('place insert returned nothing');
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(places);
      return row?.n ?? 0;
    },
    /** Every place's id and name, by name (the sandbox pages list all places). */
    async listNames(): Promise<{ id: string; name: string }[]> {
      return db.select({ id: places.id, name: places.name }).from(places).orderBy(asc(places.name));
    },
  };
}
export type PlacesRepo = ReturnType<typeof createPlacesRepo>;
