import type { MemberStatus } from '@app/domain/marketplace/schemas';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { places } from '../places/places.tables.ts';
import { placeMembers } from '../users/users.tables.ts';
import { type PlaceLinkKind, placeFavourites, placeLinks, placeLocations } from './marketplace.tables.ts';

/** The public facts of a place a marketplace or brand shows (never its customers or private settings). */
const publicFacts = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  photo: places.photo,
  banner: places.banner,
  address: places.address,
  city: places.city,
  uf: places.uf,
  open: places.open,
  closedPlace: places.closedPlace,
  businessHours: places.businessHours,
  delivery: places.delivery,
  pickup: places.pickup,
  deliveryTimeMinutes: places.deliveryTimeMinutes,
  deliveryDistricts: places.deliveryDistricts,
  minOrderCents: places.minOrderCents,
  paymentsServiceEnabled: places.paymentsServiceEnabled,
  paymentsSellerId: places.paymentsSellerId,
  paymentsSellerVerifiedAt: places.paymentsSellerVerifiedAt,
  latitude: placeLocations.latitude,
  longitude: placeLocations.longitude,
};

/** The group's links of one kind with each member's public facts (optionally some statuses only). */
function selectLinked(q: Queryable, groupId: string, kind: PlaceLinkKind, statuses?: MemberStatus[]) {
  return q
    .select({ ...publicFacts, status: placeLinks.status, category: placeLinks.category, position: placeLinks.position })
    .from(placeLinks)
    .innerJoin(places, eq(places.id, placeLinks.memberPlaceId))
    .leftJoin(placeLocations, eq(placeLocations.placeId, places.id))
    .where(
      and(
        eq(placeLinks.placeId, groupId),
        eq(placeLinks.kind, kind),
        statuses ? inArray(placeLinks.status, statuses) : undefined,
      ),
    )
    .orderBy(asc(placeLinks.position), asc(places.name))
    .limit(1000);
}
/** A listed place: its public facts and how the group lists it. */
export type LinkedPlaceRecord = Awaited<ReturnType<typeof selectLinked>>[number];

export type LinkRecord = {
  placeId: string;
  memberPlaceId: string;
  status: MemberStatus;
  category: string | null;
  position: number;
};
export type PlaceNameRecord = { id: string; name: string; city: string | null; uf: string | null };

/**
 * Marketplace and branch queries. Callers pass the group's `inPlace` transaction (row-level
 * security applies to links and favourites); `db` serves the one cross-place read, a person's own
 * owner seats.
 */
export function createMarketplaceRepo(db: Db) {
  return {
    linkedPlaces(
      q: Queryable,
      groupId: string,
      kind: PlaceLinkKind,
      statuses?: MemberStatus[],
    ): Promise<LinkedPlaceRecord[]> {
      return selectLinked(q, groupId, kind, statuses);
    },

    async findLink(q: Queryable, groupId: string, memberId: string, kind: PlaceLinkKind): Promise<LinkRecord | null> {
      const [row] = await q
        .select({
          placeId: placeLinks.placeId,
          memberPlaceId: placeLinks.memberPlaceId,
          status: placeLinks.status,
          category: placeLinks.category,
          position: placeLinks.position,
        })
        .from(placeLinks)
        .where(and(eq(placeLinks.placeId, groupId), eq(placeLinks.memberPlaceId, memberId), eq(placeLinks.kind, kind)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** Adds a link, or leaves an existing one as it is; answers the link as stored. */
    async addLink(
      q: Queryable,
      values: {
        groupId: string;
        memberId: string;
        kind: PlaceLinkKind;
        status: MemberStatus;
        category?: string | null;
        position?: number;
      },
    ): Promise<LinkRecord> {
      await q
        .insert(placeLinks)
        .values({
          placeId: values.groupId,
          memberPlaceId: values.memberId,
          kind: values.kind,
          status: values.status,
          category: values.category ?? null,
          position: values.position ?? 0,
        })
        .onConflictDoNothing();
      const link = await this.findLink(q, values.groupId, values.memberId, values.kind);
      if (!link) throw new Error('place link insert returned nothing');
      return link;
    },

    async updateLink(
      q: Queryable,
      groupId: string,
      memberId: string,
      kind: PlaceLinkKind,
      changes: { status?: MemberStatus; category?: string | null; position?: number },
    ): Promise<void> {
      await q
        .update(placeLinks)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(placeLinks.placeId, groupId), eq(placeLinks.memberPlaceId, memberId), eq(placeLinks.kind, kind)));
    },

    async removeLink(q: Queryable, groupId: string, memberId: string, kind: PlaceLinkKind): Promise<void> {
      await q
        .delete(placeLinks)
        .where(and(eq(placeLinks.placeId, groupId), eq(placeLinks.memberPlaceId, memberId), eq(placeLinks.kind, kind)));
    },

    async favourites(q: Queryable, groupId: string, userId: string): Promise<Set<string>> {
      const rows = await q
        .select({ id: placeFavourites.favouritePlaceId })
        .from(placeFavourites)
        .where(and(eq(placeFavourites.placeId, groupId), eq(placeFavourites.userId, userId)))
        .limit(1000);
      return new Set(rows.map((r) => r.id));
    },

    async setFavourite(q: Queryable, groupId: string, userId: string, placeId: string, on: boolean): Promise<void> {
      if (on) {
        await q
          .insert(placeFavourites)
          .values({ placeId: groupId, userId, favouritePlaceId: placeId })
          .onConflictDoNothing();
        return;
      }
      await q
        .delete(placeFavourites)
        .where(
          and(
            eq(placeFavourites.placeId, groupId),
            eq(placeFavourites.userId, userId),
            eq(placeFavourites.favouritePlaceId, placeId),
          ),
        );
    },

    async setLocation(q: Queryable, placeId: string, latitude: number, longitude: number): Promise<void> {
      await q
        .insert(placeLocations)
        .values({ placeId, latitude, longitude })
        .onConflictDoUpdate({ target: placeLocations.placeId, set: { latitude, longitude, updatedAt: new Date() } });
    },

    /**
     * The places where this person holds an owner seat, except `exceptPlaceId`. Reads
     * place_members across places, so only by the person's own id: nobody else's seats.
     */
    async ownedPlaces(userId: string, exceptPlaceId: string): Promise<PlaceNameRecord[]> {
      return db
        .select({ id: places.id, name: places.name, city: places.city, uf: places.uf })
        .from(placeMembers)
        .innerJoin(places, eq(places.id, placeMembers.placeId))
        .where(and(eq(placeMembers.userId, userId), eq(placeMembers.isOwner, true), ne(places.id, exceptPlaceId)))
        .orderBy(asc(places.name))
        .limit(200);
    },

    async placeBySlug(q: Queryable, slug: string): Promise<{ id: string; marketplace: boolean } | null> {
      const [row] = await q
        .select({ id: places.id, marketplace: places.marketplace })
        .from(places)
        .where(eq(places.slug, slug.toLowerCase()))
        .limit(1);
      return row ?? null;
    },
  };
}
export type MarketplaceRepo = ReturnType<typeof createMarketplaceRepo>;
