import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/**
 * A service type (the spec's tipos_servicos, decision 180): 'Consulta', 'Procedimento'. Products
 * name it by `key` in their service_type_id; the key is derived from the first name and never
 * changes, so renaming or deactivating a type leaves products and past carts intact. Tenant table (RLS).
 */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('service_types_place_key').on(t.placeId, t.key),
    unique('service_types_place_name').on(t.placeId, t.name),
  ],
);
export type ServiceTypeRow = typeof serviceTypes.$inferSelect;
