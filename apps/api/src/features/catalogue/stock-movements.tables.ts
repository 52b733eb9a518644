import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';
import { products } from './catalogue.tables.ts';

/**
 * The stock history of a product: who changed its stock, when, by how much and why.
 * Append-only for the application (the migration revokes update and delete). Tenant table (RLS).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    productId: ownedBy('product_id', () => products.id),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_place_product_created').on(t.placeId, t.productId, t.createdAt)],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;
