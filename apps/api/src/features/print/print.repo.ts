import { and, desc, eq } from 'drizzle-orm';
import { printDocuments } from '../../integrations/print/print.tables.ts';
import type { Queryable } from '../../platform/db/client.ts';

/** The print document log; callers pass the `inPlace` transaction (RLS). */
export function createPrintRepo() {
  return {
    async insert(q: Queryable, values: typeof printDocuments.$inferInsert) {
      const [row] = await q.insert(printDocuments).values(values).returning();
      if (!row) throw new Error('print document insert returned nothing');
      return row;
    },
    async markSent(q: Queryable, placeId: string, id: string, sentVia: string, jobId: string) {
      await q
        .update(printDocuments)
        .set({ sentVia, jobId })
        .where(and(eq(printDocuments.placeId, placeId), eq(printDocuments.id, id)));
    },
    async find(q: Queryable, placeId: string, id: string) {
      const [row] = await q
        .select()
        .from(printDocuments)
        .where(and(eq(printDocuments.placeId, placeId), eq(printDocuments.id, id)))
        .limit(1);
      return row ?? null;
    },
    /** The newest documents of a place, without their bodies. */
    async recent(q: Queryable, placeId: string, limit: number) {
      return q
        .select({
          id: printDocuments.id,
          placeId: printDocuments.placeId,
          title: printDocuments.title,
          kind: printDocuments.kind,
          sentVia: printDocuments.sentVia,
          jobId: printDocuments.jobId,
          createdAt: printDocuments.createdAt,
        })
        .from(printDocuments)
        .where(eq(printDocuments.placeId, placeId))
        .orderBy(desc(printDocuments.createdAt))
        .limit(limit);
    },
  };
}
export type PrintRepo = ReturnType<typeof createPrintRepo>;
