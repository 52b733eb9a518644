import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';
import { products } from './catalogue.tables.ts';

/**
 * The stock history of a product (issue 4): who changed its stock, when, by how much and why.
 * Append-only for the application (the migration revokes update and delete). Tenant table (RLS).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_place_product_created').on(t.placeId, t.productId, t.createdAt)],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;
