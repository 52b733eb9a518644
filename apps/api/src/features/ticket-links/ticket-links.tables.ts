import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';

/**
 * A status link printed on an order's ticket (decision 121): a random code, kept as its SHA-256,
 * bound to one order of one place, working until `expires_at`. Every print makes a new one. Tenant
 * table (RLS).
 */
export const ticketStatusLinks = pgTable(
  'ticket_status_links',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: ownedBy('order_id', () => orders.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_status_links_order').on(t.placeId, t.orderId)],
);
