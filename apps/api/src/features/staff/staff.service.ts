import type { CallInput, CallResult } from '@app/domain';
import { LIST_USERS_MAX } from '@app/domain/staff/schemas';
import { refuseActing } from '../../platform/acting.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { sessionOf } from '../../platform/service-kit.ts';
import type { StaffRepo } from './staff.repo.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Staff at the counter: the switch-account dialog's customer search and the places a
 * person runs. Acting itself is `managerlogin` (users feature, decision 046).
 */
export function createStaffService(deps: {
  database: Database;
  staff: StaffRepo;
  /** The storefront link of a place (places feature). */
  placeLink: (slug: string) => string;
}) {
  const { database, staff } = deps;
  return {
    async listUsers(actor: Actor, input: CallInput<'listusers'>): Promise<CallResult<'listusers'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) =>
        staff.searchCustomers(
          tx,
          placeId,
          { text: input.search ?? '', masterOnly: input.master ?? false },
          LIST_USERS_MAX + 1,
        ),
      );
      return {
        users: rows.slice(0, LIST_USERS_MAX).map((r) => ({
          _id: r.userId,
          username: r.username,
          phone: r.phone,
          email: r.email,
          cpf: r.cpf,
          master_account: r.masterAccount,
          last_order_at: iso(r.lastOrderAt),
        })),
        has_more: rows.length > LIST_USERS_MAX,
      };
    },

    async listStaffPlaces(actor: Actor): Promise<CallResult<'switch-account/restaurant/list'>> {
      // An acting token is the customer's: their places are not staff's to see.
      refuseActing(actor, 'actingNotAllowed');
      const userId = sessionOf(actor).userId;
      const rows = await staff.placesRunBy(userId);
      return {
        restaurants: rows.map((r) => ({
          _id: r.id,
          slug: r.slug,
          restaurantname: r.name,
          photo: r.photo,
          webapp_link: deps.placeLink(r.slug),
          owner: r.isOwner,
        })),
      };
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
