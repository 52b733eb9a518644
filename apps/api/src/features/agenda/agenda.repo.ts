import { UNFULFILLED_STATUSES } from '@app/domain/orders/rules';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { matching, within } from '../../platform/db/where.ts';
import { orders } from '../orders/orders.tables.ts';
import { type PlaceRow, places } from '../places/places.tables.ts';

export function createAgendaRepo() {
  return {
    async findPlace(q: Queryable, placeId: string): Promise<PlaceRow | null> {
      const [row] = await q.select().from(places).where(eq(places.id, placeId)).limit(1);
      return row ?? null;
    },
    /** Orders per scheduled instant (ms) for one kind in [from, to). */
    async slotCounts(
      q: Queryable,
      placeId: string,
      pickup: boolean,
      from: Date,
      to: Date,
    ): Promise<Map<number, number>> {
      const rows = await q
        .select({ at: orders.scheduledFor, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            matching(orders, { placeId, pickup }),
            within(orders.scheduledFor, from, to),
            notInArray(orders.status, [...UNFULFILLED_STATUSES]),
          ),
        )
        .groupBy(orders.scheduledFor);
      return new Map(rows.filter((r) => r.at).map((r) => [(r.at as Date).getTime(), r.n]));
    },
    /** Serialises bookings of one slot until the transaction ends (no row exists to lock yet). */
    async lockSlot(q: Queryable, key: string) {
      await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },
  };
}
export type AgendaRepo = ReturnType<typeof createAgendaRepo>;
