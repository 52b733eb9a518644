import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/**
 * The code printed beside a spot's QR code (decision 186): the first guest of a free table types
 * it, so a photo of the QR alone opens nothing. One per spot (`spot_key` as in open_orders); made on
 * first use, renewed by staff when a printed code leaked. Tenant table (RLS).
 */
export const tableCodes = pgTable(
  'table_codes',
  {
    placeId: ownedBy('place_id', () => places.id),
    spotKey: text('spot_key').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.spotKey] }),
    check('table_codes_code', sql`char_length(${t.code}) between 4 and 20`),
  ],
);
