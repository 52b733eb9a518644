import type { CallInput, CallResult } from '@app/domain';
import type { MarketplaceMember } from '@app/domain/marketplace/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import type { PlaceRecord } from '../places/index.ts';
import type { LinkedPlaceRecord, MarketplaceRepo, PlaceNameRecord } from './marketplace.repo.ts';

// Back office of marketplaces and brands (decision 091). The operator of a marketplace is an owner
// of the place whose `marketplace` setting is on; a place enters its list only when the place's
// own owner asks (join), so no owner can put somebody else's place in a list. A branch is linked by
// a person who owns both the brand and the branch.

const text = localTexts({
  notMarketplace: {
    'pt-BR': 'Ative o modo marketplace nas configurações para montar a lista de locais.',
    en: 'Turn on marketplace mode in the settings to build the list of places.',
  },
  notBrand: {
    'pt-BR': 'Ative o modo filiais nas configurações para ligar filiais.',
    en: 'Turn on branch mode in the settings to link branches.',
  },
  notAsked: {
    'pt-BR': 'Este local não pediu para entrar no marketplace.',
    en: 'This place has not asked to join the marketplace.',
  },
  noMarketplace: {
    'pt-BR': 'Marketplace não encontrado.',
    en: 'Marketplace not found.',
  },
  notOwned: {
    'pt-BR': 'Você só pode ligar como filial um local do qual é dono.',
    en: 'You can only link as a branch a place you own.',
  },
});

const toMember = (row: LinkedPlaceRecord): MarketplaceMember => ({
  place_id: row.id,
  restaurantname: row.name,
  city: row.city,
  uf: row.uf,
  status: row.status,
  category: row.category,
  position: row.position,
});

export function createMarketplaceAdminService(deps: {
  database: Database;
  repo: MarketplaceRepo;
  findPlace: (idOrSlug: string) => Promise<PlaceRecord | null>;
}) {
  const { database, repo } = deps;

  async function placeOfActor(actor: Actor): Promise<PlaceRecord> {
    const place = await deps.findPlace(placeOf(actor).id);
    if (!place) throw accessDenied();
    return place;
  }
  const off = (actor: Actor, key: 'notMarketplace' | 'notBrand') =>
    new AppError('marketplace_off', text(actor, key), 400, { errorType: 'marketplace_off' });

  const members = async (tx: Tx, place: PlaceRecord): Promise<CallResult<'admin/marketplace/members'>> => ({
    is_marketplace: place.marketplace,
    members: place.marketplace ? (await repo.linkedPlaces(tx, place.id, 'marketplace')).map(toMember) : [],
  });

  /** The person's other owner seats: read on the pool, so before any transaction opens. */
  function ownedElsewhere(actor: Actor, brand: PlaceRecord): Promise<PlaceNameRecord[]> {
    const owner = actor.manager;
    if (!owner) throw accessDenied();
    return repo.ownedPlaces(owner.userId, brand.id);
  }

  async function branchList(
    tx: Tx,
    brand: PlaceRecord,
    owned: PlaceNameRecord[],
  ): Promise<CallResult<'admin/branches/list'>> {
    const linked = await repo.linkedPlaces(tx, brand.id, 'branch');
    const linkedIds = new Set(linked.map((row) => row.id));
    const candidates = owned.filter((p) => !linkedIds.has(p.id));
    return {
      is_brand: brand.branchMode,
      places: [
        ...linked.map((row) => ({
          place_id: row.id,
          restaurantname: row.name,
          city: row.city,
          uf: row.uf,
          linked: true,
        })),
        ...candidates.map((p) => ({ place_id: p.id, restaurantname: p.name, city: p.city, uf: p.uf, linked: false })),
      ],
    };
  }

  return {
    async listMembers(actor: Actor): Promise<CallResult<'admin/marketplace/members'>> {
      const place = await placeOfActor(actor);
      return database.inPlace(place.id, (tx) => members(tx, place));
    },

    async curate(
      actor: Actor,
      input: CallInput<'admin/marketplace/curate'>,
    ): Promise<CallResult<'admin/marketplace/curate'>> {
      const place = await placeOfActor(actor);
      if (!place.marketplace) throw off(actor, 'notMarketplace');
      return database.inPlace(place.id, async (tx) => {
        const link = await repo.findLink(tx, place.id, input.place_id, 'marketplace');
        if (!link) throw invalidField('place_id', text(actor, 'notAsked'));
        if (input.status === 'removed') await repo.removeLink(tx, place.id, input.place_id, 'marketplace');
        else {
          await repo.updateLink(tx, place.id, input.place_id, 'marketplace', {
            status: input.status,
            ...(input.category !== undefined ? { category: input.category?.trim() || null } : {}),
            ...(input.position !== undefined ? { position: input.position } : {}),
          });
        }
        return members(tx, place);
      });
    },

    async join(
      actor: Actor,
      input: CallInput<'admin/marketplace/join'>,
    ): Promise<CallResult<'admin/marketplace/join'>> {
      const place = await placeOfActor(actor);
      const target = await deps.findPlace(input.marketplace.toLowerCase());
      if (!target?.marketplace || target.id === place.id) {
        throw invalidField('marketplace', `marketplace: ${text(actor, 'noMarketplace')}`);
      }
      // The row belongs to the marketplace (its tenant); this place only ever asks for itself.
      const link = await database.inPlace(target.id, (tx) =>
        repo.addLink(tx, { groupId: target.id, memberId: place.id, kind: 'marketplace', status: 'pending' }),
      );
      return { marketplace: target.slug, status: link.status };
    },

    async setLocation(
      actor: Actor,
      input: CallInput<'admin/marketplace/location'>,
    ): Promise<CallResult<'admin/marketplace/location'>> {
      const place = await placeOfActor(actor);
      await database.inPlace(place.id, (tx) => repo.setLocation(tx, place.id, input.latitude, input.longitude));
      return { latitude: input.latitude, longitude: input.longitude };
    },

    async listBranches(actor: Actor): Promise<CallResult<'admin/branches/list'>> {
      const brand = await placeOfActor(actor);
      const owned = await ownedElsewhere(actor, brand);
      return database.inPlace(brand.id, (tx) => branchList(tx, brand, owned));
    },

    async linkBranch(
      actor: Actor,
      input: CallInput<'admin/branches/link'>,
    ): Promise<CallResult<'admin/branches/link'>> {
      const brand = await placeOfActor(actor);
      if (!brand.branchMode) throw off(actor, 'notBrand');
      const owned = await ownedElsewhere(actor, brand);
      if (input.linked) {
        if (!owned.some((p) => p.id === input.place_id)) {
          throw new AppError('place_not_owned', text(actor, 'notOwned'), 403, {
            errorType: 'place_not_owned',
            extra: { field: 'place_id' },
          });
        }
      }
      return database.inPlace(brand.id, async (tx) => {
        if (input.linked) {
          await repo.addLink(tx, { groupId: brand.id, memberId: input.place_id, kind: 'branch', status: 'listed' });
        } else await repo.removeLink(tx, brand.id, input.place_id, 'branch');
        return branchList(tx, brand, owned);
      });
    },
  };
}
export type MarketplaceAdminService = ReturnType<typeof createMarketplaceAdminService>;
