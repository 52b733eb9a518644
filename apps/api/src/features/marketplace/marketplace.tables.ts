import type { MemberStatus } from '@app/domain/marketplace/schemas';
import { doublePrecision, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

export type PlaceLinkKind = 'marketplace' | 'branch';

/**
 * A place listed by a marketplace, or a branch of a brand (decision 090). `place_id` is the
 * marketplace or brand (the tenant that owns the row); `member_place_id` the listed place. A
 * marketplace row starts 'pending' when the member's owner asks and only the operator lists it;
 * a branch row is 'listed' at once (the same person owns both places). Tenant table (RLS): the
 * group reads and writes its rows; the member may read its own.
 */
export const placeLinks = pgTable(
  'place_links',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    memberPlaceId: ownedBy('member_place_id', () => places.id),
    kind: text('kind').$type<PlaceLinkKind>().notNull(),
    status: text('status').$type<MemberStatus>().notNull().default('pending'),
    /** The operator's category for the place ('Pizzaria', 'Bar', 'Clínica'). */
    category: text('category'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('place_links_group_member_kind').on(t.placeId, t.memberPlaceId, t.kind),
    index('place_links_member').on(t.memberPlaceId),
  ],
);
export type PlaceLinkRow = typeof placeLinks.$inferSelect;

/**
 * Where a place is, for the distance customers see. A public fact of the place, like its address
 * in `places`, read across places by marketplaces and brands; written only by the place's owner.
 */
export const placeLocations = pgTable('place_locations', {
  placeId: uuid('place_id')
    .primaryKey()
    .references(() => places.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  updatedAt: updatedAt(),
});

/** A customer's favourite place in a marketplace. Tenant table (RLS) of the marketplace. */
export const placeFavourites = pgTable(
  'place_favourites',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    favouritePlaceId: ownedBy('favourite_place_id', () => places.id),
    createdAt: createdAt(),
  },
  (t) => [unique('place_favourites_unique').on(t.placeId, t.userId, t.favouritePlaceId)],
);
