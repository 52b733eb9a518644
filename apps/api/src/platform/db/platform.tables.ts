import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every API instance (login and PIN limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** Failure counters with backoff: no try on this key before this time (rate-limit.ts `fail`). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
