import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/**
 * A kitchen station ('Bar', 'Chapa', 'Sobremesas'): the menu categories whose items it prepares
 * (decision 068). Tenant table (RLS). Category ids live in an array (no foreign key): a deleted
 * category simply matches nothing.
 */
export const kitchenStations = pgTable(
  'kitchen_stations',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [index('kitchen_stations_place').on(t.placeId, t.position)],
);
export type KitchenStationRow = typeof kitchenStations.$inferSelect;
