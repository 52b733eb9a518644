import { and, eq, gt, sql } from 'drizzle-orm';
import type { Actor } from './actor.ts';
import type { Db, Queryable } from './db/client.ts';
import { rateLimits } from './db/platform.tables.ts';
import { refuse } from './service-kit.ts';

export type RateLimiter = {
  /** Hits counted on `key` in the current window, without counting one more. */
  count(key: string, windowSeconds: number, q?: Queryable): Promise<number>;
  /**
   * Counts one hit on `key`; false when the window already holds `limit` hits. Pass the open
   * transaction when there is one (PGlite has a single connection: a second one would wait on it).
   */
  hit(key: string, limit: number, windowSeconds: number, q?: Queryable): Promise<boolean>;
  /** Seconds `key` stays locked by failures (`fail`), 0 when it is free. */
  lockedFor(key: string, q?: Queryable): Promise<number>;
  /**
   * Counts one failure on `key`. From the `threshold`-th failure in the window on, each failure
   * locks the key for `baseLock` seconds, doubling with every further failure, at most `maxLock`.
   * Answers the seconds locked from now (0 when not locked).
   */
  fail(key: string, policy: Backoff, q?: Queryable): Promise<number>;
  /** Forgets the failures of `key` (a success). */
  clear(key: string, q?: Queryable): Promise<void>;
};

/** Failures allowed in `window` seconds before each further one locks the key for a growing time. */
export type Backoff = { threshold: number; window: number; baseLock: number; maxLock: number };

const secondsUntil = (until: Date | null | undefined) =>
  until ? Math.max(0, Math.ceil((until.getTime() - Date.now()) / 1000)) : 0;

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
    async lockedFor(key, q = db) {
      const [row] = await q
        .select({ lockedUntil: rateLimits.lockedUntil })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.lockedUntil, sql`now()`)));
      return secondsUntil(row?.lockedUntil);
    },
    async fail(key, policy, q = db) {
      const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${policy.window})`;
      const next = sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`;
      // The exponent is capped so the power never overflows; maxLock caps the lock anyway.
      const lock = (count: ReturnType<typeof sql>) =>
        sql`case when ${count} >= ${policy.threshold} then now() + make_interval(secs => least(${policy.baseLock}::float8 * power(2, least(${count} - ${policy.threshold}, 40)), ${policy.maxLock}::float8)) end`;
      const rows = await q
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, count: 1, lockedUntil: lock(sql`1`) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: next,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
            lockedUntil: lock(next),
          },
        })
        .returning({ lockedUntil: rateLimits.lockedUntil });
      return secondsUntil(rows[0]?.lockedUntil);
    },
    async clear(key, q = db) {
      await q.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** Throws the 429 envelope when any of the keys is over its limit. */
export async function guardRate(
  limiter: RateLimiter,
  actor: Actor,
  checks: { key: string; limit: number; window: number }[],
  q?: Queryable,
) {
  for (const check of checks) {
    if (!(await limiter.hit(check.key, check.limit, check.window, q))) throw rateLimited(actor);
  }
}

export const rateLimited = (actor: Actor) => refuse(actor, 'rateLimited', 'rate_limited', { status: 429 });
