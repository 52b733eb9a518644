import { boolean, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { users } from '../users/users.tables.ts';

/**
 * A person's saved address (spec 1 §3 "Address"). Global like the person (decision 005): the same
 * list at every place, so no place_id and no RLS; every query filters by the owner's user_id
 * (decision 012). CEP is stored as its 8 digits.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    cep: text('cep'),
    state: text('state').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    cmplt: text('cmplt'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user').on(t.userId, t.createdAt)],
);
export type AddressRow = typeof addresses.$inferSelect;
