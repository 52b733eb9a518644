import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { tableCodes } from './table-codes.tables.ts';

/** The codes printed beside the tables' QR codes (decision 186). */
export function createTableCodesRepo() {
  return {
    async codeOf(q: Queryable, placeId: string, spotKey: string): Promise<string | null> {
      const [row] = await q
        .select({ code: tableCodes.code })
        .from(tableCodes)
        .where(and(eq(tableCodes.placeId, placeId), eq(tableCodes.spotKey, spotKey)))
        .limit(1);
      return row?.code ?? null;
    },

    /** The codes of these spots, making the missing ones with `fresh()` (a concurrent maker wins). */
    async ensure(q: Queryable, placeId: string, spotKeys: string[], fresh: () => string): Promise<Map<string, string>> {
      if (spotKeys.length === 0) return new Map();
      await q
        .insert(tableCodes)
        .values(spotKeys.map((spotKey) => ({ placeId, spotKey, code: fresh() })))
        .onConflictDoNothing();
      const rows = await q
        .select({ spotKey: tableCodes.spotKey, code: tableCodes.code })
        .from(tableCodes)
        .where(and(eq(tableCodes.placeId, placeId), inArray(tableCodes.spotKey, spotKeys)));
      return new Map(rows.map((r) => [r.spotKey, r.code]));
    },

    /** A new code for a spot: the one printed before stops opening it. */
    async renew(q: Queryable, placeId: string, spotKey: string, code: string) {
      await q
        .insert(tableCodes)
        .values({ placeId, spotKey, code })
        .onConflictDoUpdate({
          target: [tableCodes.placeId, tableCodes.spotKey],
          set: { code, renewedAt: sql`now()` },
        });
    },
  };
}
export type TableCodesRepo = ReturnType<typeof createTableCodesRepo>;
