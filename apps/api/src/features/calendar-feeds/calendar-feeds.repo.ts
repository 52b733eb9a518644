import { and, asc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { attendancies, serviceSuppliers } from '../scheduling/scheduling.tables.ts';
import { users } from '../users/users.tables.ts';
import { calendarFeeds } from './calendar-feeds.tables.ts';

export type FeedBooking = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: number;
  type: number;
  username: string;
  notes: string | null;
  updatedAt: Date;
};

/** Calendar feed queries; the feed lookup is global (by token), the agenda runs in the place (RLS). */
export function createCalendarFeedsRepo() {
  return {
    /** Revokes the supplier's live feeds and stores a new one. */
    async replace(q: Queryable, placeId: string, supplierId: string, tokenHash: string | null, at: Date) {
      const revoked = await q
        .update(calendarFeeds)
        .set({ revokedAt: at })
        .where(
          and(
            eq(calendarFeeds.placeId, placeId),
            eq(calendarFeeds.supplierId, supplierId),
            isNull(calendarFeeds.revokedAt),
          ),
        )
        .returning({ id: calendarFeeds.id });
      if (tokenHash) await q.insert(calendarFeeds).values({ placeId, supplierId, tokenHash });
      return revoked.length;
    },

    async live(q: Queryable, tokenHash: string): Promise<{ placeId: string; supplierId: string } | null> {
      const [row] = await q
        .select({ placeId: calendarFeeds.placeId, supplierId: calendarFeeds.supplierId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
      return row ?? null;
    },

    async supplierName(q: Queryable, placeId: string, supplierId: string): Promise<string | null> {
      const [row] = await q
        .select({ name: serviceSuppliers.name })
        .from(serviceSuppliers)
        .where(and(eq(serviceSuppliers.placeId, placeId), eq(serviceSuppliers.supplierId, supplierId)));
      return row?.name ?? null;
    },

    /** The supplier's bookings (not cancelled) in [from, to), in time order, at most `limit`. */
    async agenda(q: Queryable, placeId: string, supplierId: string, from: Date, to: Date, limit: number) {
      const rows: FeedBooking[] = await q
        .select({
          id: attendancies.id,
          startsAt: attendancies.startsAt,
          endsAt: attendancies.endsAt,
          status: attendancies.status,
          type: attendancies.type,
          username: users.username,
          notes: attendancies.notes,
          updatedAt: attendancies.updatedAt,
        })
        .from(attendancies)
        .innerJoin(users, eq(users.id, attendancies.userId))
        .where(
          and(
            eq(attendancies.placeId, placeId),
            eq(attendancies.supplierId, supplierId),
            ne(attendancies.status, 3),
            gte(attendancies.startsAt, from),
            lt(attendancies.startsAt, to),
          ),
        )
        .orderBy(asc(attendancies.startsAt))
        .limit(limit);
      return rows;
    },
  };
}
export type CalendarFeedsRepo = ReturnType<typeof createCalendarFeedsRepo>;
