import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Queryable } from './db/client.ts';
import { rateLimits } from './db/platform.tables.ts';

export type RateLimiter = {
  /** Hits counted on `key` in the current window, without counting one more. */
  count(key: string, windowSeconds: number, q?: Queryable): Promise<number>;
  /**
   * Counts one hit on `key`; false when the window already holds `limit` hits. Pass the open
   * transaction when there is one (PGlite has a single connection: a second one would wait on it).
   */
  hit(key: string, limit: number, windowSeconds: number, q?: Queryable): Promise<boolean>;
};

/**
 * Fixed-window counters in PostgreSQL: every API instance shares them, and they work the same on
 * PGlite. One upsert per hit; only login and PIN calls use it, never a hot path.
 */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async count(key, windowSeconds, q = db) {
      const [row] = await q
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(
          and(
            eq(rateLimits.key, key),
            gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
          ),
        );
      return row?.count ?? 0;
    },
    async hit(key, limit, windowSeconds, q = db) {
      const rows = await q
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count });
      return (rows[0]?.count ?? 1) <= limit;
    },
  };
}
