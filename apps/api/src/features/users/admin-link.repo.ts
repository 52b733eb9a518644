import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { type AdminLinkCodeRow, adminLinkCodes } from './admin-link.tables.ts';

/** Admin link codes; queries run inside the place's transaction (RLS). */
export function createAdminLinkRepo() {
  return {
    async insert(q: Queryable, values: typeof adminLinkCodes.$inferInsert) {
      await q.insert(adminLinkCodes).values(values);
    },
    async findForUpdate(q: Queryable, placeId: string, codeHash: string): Promise<AdminLinkCodeRow | null> {
      const [row] = await q
        .select()
        .from(adminLinkCodes)
        .where(and(eq(adminLinkCodes.placeId, placeId), eq(adminLinkCodes.codeHash, codeHash)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    /** Marks the code used; false when another request used it first. */
    async use(q: Queryable, id: string): Promise<boolean> {
      const rows = await q
        .update(adminLinkCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(adminLinkCodes.id, id), isNull(adminLinkCodes.usedAt)))
        .returning({ id: adminLinkCodes.id });
      return rows.length > 0;
    },
  };
}
export type AdminLinkRepo = ReturnType<typeof createAdminLinkRepo>;
