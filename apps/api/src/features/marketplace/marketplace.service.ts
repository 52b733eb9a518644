import type { CallInput, CallResult } from '@app/domain';
import { compareRanked, distanceKm, foldText } from '@app/domain/marketplace/rules';
import type { MarketPlace } from '@app/domain/marketplace/schemas';
import { isPlaceOpen } from '@app/domain/places/hours';
import { centsToReais } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { localTexts, sessionOf } from '../../platform/service-kit.ts';
import type { PlaceRecord } from '../places/index.ts';
import type { LinkedPlaceRecord, MarketplaceRepo } from './marketplace.repo.ts';

// The storefront's marketplace (/locais) and branch choice (/escolher-filial), decision 090.
// The request's place is the group (marketplace or brand); the places it lists cross over only as
// public facts (MarketPlace), and the group's own settings decide whether the call works at all.

const text = localTexts({
  notMarketplace: {
    'pt-BR': 'Este endereço não é um marketplace.',
    en: 'This address is not a marketplace.',
  },
  notBrand: {
    'pt-BR': 'Este endereço não tem filiais.',
    en: 'This address has no branches.',
  },
  placeNotListed: {
    'pt-BR': 'Local não encontrado neste marketplace.',
    en: 'Place not found in this marketplace.',
  },
});

type Coordinates = { latitude?: number; longitude?: number };
type Options = { now: Date; from: Coordinates; favourites: Set<string> };

function toMarketPlace(row: LinkedPlaceRecord, { now, from, favourites }: Options): MarketPlace {
  const districts = row.deliveryDistricts;
  const fees = districts.map((d) => (d.free ? 0 : d.fee_cents));
  const located = row.latitude !== null && row.longitude !== null;
  const shared = from.latitude !== undefined && from.longitude !== undefined;
  return {
    _id: row.id,
    slug: row.slug,
    restaurantname: row.name,
    photo: row.photo,
    banner: row.banner,
    address: row.address,
    city: row.city,
    uf: row.uf,
    category: row.category,
    open: isPlaceOpen({ aberto: row.open, closed_place: row.closedPlace, business_hours: row.businessHours }, now),
    delivery: row.delivery,
    pickup: row.pickup,
    delivery_time: row.deliveryTimeMinutes,
    // The same test the storefront's guard applies, plus the verified seller that may take a charge (decision 046).
    online_payment: row.paymentsServiceEnabled && !!row.paymentsSellerId && !!row.paymentsSellerVerifiedAt,
    free_delivery: row.delivery && fees.includes(0),
    delivery_fee_from: row.delivery && fees.length > 0 ? centsToReais(Math.min(...fees)) : null,
    min_order: centsToReais(row.minOrderCents),
    distance_km:
      located && shared
        ? distanceKm(
            { latitude: from.latitude as number, longitude: from.longitude as number },
            { latitude: row.latitude as number, longitude: row.longitude as number },
          )
        : null,
    favourite: favourites.has(row.id),
  };
}

const ranked = (places: (MarketPlace & { position: number })[]): MarketPlace[] =>
  places
    .sort((a, b) => compareRanked({ ...a, name: a.restaurantname }, { ...b, name: b.restaurantname }))
    .map(({ position: _, ...place }) => place);

function matches(place: MarketPlace, input: CallInput<'marketplace/list'>): boolean {
  if (input.delivery_type === 'delivery' && !place.delivery) return false;
  if (input.delivery_type === 'pickup' && !place.pickup) return false;
  if (input.online_payment && !place.online_payment) return false;
  if (input.free_delivery && !place.free_delivery) return false;
  if (input.favourites && !place.favourite) return false;
  if (input.uf && place.uf?.toUpperCase() !== input.uf.toUpperCase()) return false;
  if (input.city && foldText(place.city ?? '') !== foldText(input.city)) return false;
  if (input.category && foldText(place.category ?? '') !== foldText(input.category)) return false;
  if (input.search) {
    const wanted = foldText(input.search);
    if (wanted && !foldText(`${place.restaurantname} ${place.category ?? ''}`).includes(wanted)) return false;
  }
  return true;
}

export function createMarketplaceService(deps: {
  database: Database;
  repo: MarketplaceRepo;
  findPlace: (idOrSlug: string) => Promise<PlaceRecord | null>;
  clock?: () => Date;
}) {
  const { database, repo } = deps;
  const now = deps.clock ?? (() => new Date());

  /** The request's place, refused unless its setting makes it this kind of group. */
  async function groupOf(actor: Actor, kind: 'marketplace' | 'branch'): Promise<PlaceRecord> {
    const place = await deps.findPlace(placeOf(actor).id);
    const on = kind === 'marketplace' ? place?.marketplace : place?.branchMode;
    if (!place || !on) {
      throw new AppError('marketplace_off', text(actor, kind === 'marketplace' ? 'notMarketplace' : 'notBrand'), 404, {
        errorType: 'marketplace_off',
      });
    }
    return place;
  }

  const header = (place: PlaceRecord) => ({ restaurantname: place.name, photo: place.photo, banner: place.banner });

  return {
    async listPlaces(actor: Actor, input: CallInput<'marketplace/list'>): Promise<CallResult<'marketplace/list'>> {
      const group = await groupOf(actor, 'marketplace');
      return database.inPlace(group.id, async (tx) => {
        const rows = await repo.linkedPlaces(tx, group.id, 'marketplace', ['listed']);
        // Favourites are the signed-in customer's own; a visitor has none.
        const favourites = actor.user ? await repo.favourites(tx, group.id, actor.user.userId) : new Set<string>();
        const options = { now: now(), from: input, favourites };
        const all = rows.map((row) => ({ ...toMarketPlace(row, options), position: row.position }));
        const counts = new Map<string, number>();
        for (const place of all) if (place.category) counts.set(place.category, (counts.get(place.category) ?? 0) + 1);
        return {
          marketplace: header(group),
          places: ranked(all.filter((place) => matches(place, input))),
          categories: [...counts]
            .map(([name, count]) => ({ name, count }))
            .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
        };
      });
    },

    async getLocation(actor: Actor): Promise<CallResult<'marketplace/getlocation'>> {
      const group = await groupOf(actor, 'marketplace');
      const rows = await database.inPlace(group.id, (tx) => repo.linkedPlaces(tx, group.id, 'marketplace', ['listed']));
      const byUf = new Map<string, Set<string>>();
      for (const row of rows) {
        if (!row.uf) continue;
        const uf = row.uf.toUpperCase();
        const cities = byUf.get(uf) ?? new Set<string>();
        if (row.city) cities.add(row.city);
        byUf.set(uf, cities);
      }
      return {
        ufs: [...byUf]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([uf, cities]) => ({ uf, cities: [...cities].sort((a, b) => a.localeCompare(b, 'pt-BR')) })),
      };
    },

    async setFavourite(
      actor: Actor,
      input: CallInput<'marketplace/favourite'>,
    ): Promise<CallResult<'marketplace/favourite'>> {
      const session = sessionOf(actor);
      const group = await groupOf(actor, 'marketplace');
      return database.inPlace(group.id, async (tx) => {
        const link = await repo.findLink(tx, group.id, input.place_id, 'marketplace');
        if (link?.status !== 'listed') {
          throw new AppError('not_found', text(actor, 'placeNotListed'), 404, { extra: { field: 'place_id' } });
        }
        await repo.setFavourite(tx, group.id, session.userId, input.place_id, input.favourite);
        return { place_id: input.place_id, favourite: input.favourite };
      });
    },

    async listBranches(actor: Actor, input: CallInput<'branches'>): Promise<CallResult<'branches'>> {
      const brand = await groupOf(actor, 'branch');
      const rows = await database.inPlace(brand.id, (tx) => repo.linkedPlaces(tx, brand.id, 'branch', ['listed']));
      const options = { now: now(), from: input, favourites: new Set<string>() };
      return {
        brand: header(brand),
        branches: ranked(rows.map((row) => ({ ...toMarketPlace(row, options), position: row.position }))),
      };
    },
  };
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
