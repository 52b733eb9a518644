import { and, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { ticketStatusLinks } from './ticket-links.tables.ts';

export function createTicketLinksRepo() {
  return {
    async insert(q: Queryable, v: { placeId: string; orderId: string; codeHash: string; expiresAt: Date }) {
      await q.insert(ticketStatusLinks).values(v);
    },

    /** The code hashes of an order's links still working at `at`. */
    async liveHashes(q: Queryable, placeId: string, orderId: string, at: Date): Promise<string[]> {
      const rows = await q
        .select({ codeHash: ticketStatusLinks.codeHash })
        .from(ticketStatusLinks)
        .where(
          and(
            eq(ticketStatusLinks.placeId, placeId),
            eq(ticketStatusLinks.orderId, orderId),
            gt(ticketStatusLinks.expiresAt, at),
          ),
        );
      return rows.map((r) => r.codeHash);
    },
  };
}
export type TicketLinksRepo = ReturnType<typeof createTicketLinksRepo>;
