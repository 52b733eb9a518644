import type { CallInput, CallResult } from '@app/domain';
import { deliveryQuote } from '@app/domain/addresses/delivery';
import { centsToReais } from '@app/domain/shared/money';
import { isActing, refuseActing } from '../../platform/acting.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { message, refuse, sessionOf } from '../../platform/service-kit.ts';
import type { PlaceRecord } from '../places/index.ts';
import { toAddress } from './address-view.ts';
import type { AddressesRepo, AddressRecord } from './addresses.repo.ts';

/** The address-not-found refusal shared by addresses, cart and orders. */
export const addressNotFound = (actor: Actor) =>
  refuse(actor, 'addressNotFound', 'not_found', { status: 404, errorType: 'address', field: 'address_id' });

export function createAddressesService(deps: {
  database: Database;
  addresses: AddressesRepo;
  findPlace: (id: string) => Promise<PlaceRecord | null>;
}) {
  const { database, addresses } = deps;
  const userOf = (actor: Actor) => sessionOf(actor).userId;
  const list = async (q: Queryable, userId: string) => ({
    address_list: (await addresses.list(q, userId)).map(toAddress),
  });

  return {
    /** A person's saved addresses, as readuserinfo lists them (`read`: rows already read, in list order). */
    async savedAddresses(userId: string, read?: AddressRecord[]) {
      if (read) return read.map(toAddress);
      return (await list(database.db, userId)).address_list;
    },

    /** The caller's address, or the 'Endereço não encontrado' refusal (error_type address). */
    async ownAddress(q: Queryable, actor: Actor, addressId: string): Promise<AddressRecord> {
      const row = await addresses.find(q, userOf(actor), addressId);
      if (!row) throw addressNotFound(actor);
      return row;
    },

    async saveAddress(actor: Actor, input: CallInput<'addeditaddress'>): Promise<CallResult<'addeditaddress'>> {
      const userId = userOf(actor);
      // The original clients send user_id; it must be the caller (staff acting as a customer hold
      // that customer's session). Not access_denied: the call itself is allowed.
      if (input.user_id !== userId) {
        throw new AppError('user_not_found', message(actor, 'userNotFound'), 404, {
          errorType: 'user_not_found',
          extra: { field: 'user_id' },
        });
      }
      // Staff acting for the customer may add the address of the order they take, never rewrite
      // or remove what the customer saved (decision 046).
      if (input.address_id) refuseActing(actor, 'actingNotAllowed');
      const values = {
        cep: input.address_cep || null,
        state: input.address_state.toUpperCase(),
        city: input.address_city,
        district: input.address_district,
        street: input.address_street,
        number: input.address_number,
        cmplt: input.address_cmplt?.trim() || null,
        lat: input.address_location?.lat ?? null,
        lng: input.address_location?.lng ?? null,
      };
      return database.inTransaction(async (tx) => {
        const current = await addresses.list(tx, userId);
        let id: string;
        if (input.address_id) {
          if (!current.some((a) => a.id === input.address_id)) throw addressNotFound(actor);
          id = input.address_id;
          await addresses.update(tx, userId, id, values);
        } else {
          id = (await addresses.insert(tx, userId, { ...values, isDefault: false })).id;
        }
        // There is always exactly one default while the list is not empty.
        const hasOtherDefault = current.some((a) => a.isDefault && a.id !== id);
        const makeDefault = input.address_default === true && !isActing(actor);
        if (makeDefault || !hasOtherDefault) await addresses.setDefault(tx, userId, id);
        return list(tx, userId);
      });
    },

    async removeAddress(actor: Actor, input: CallInput<'removeaddress'>): Promise<CallResult<'removeaddress'>> {
      const userId = userOf(actor);
      refuseActing(actor, 'actingNotAllowed');
      return database.inTransaction(async (tx) => {
        const removed = await addresses.find(tx, userId, input.address_id);
        if (!removed || !(await addresses.remove(tx, userId, input.address_id))) throw addressNotFound(actor);
        const rest = await addresses.list(tx, userId);
        const newest = [...rest].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
        if (removed.isDefault && newest) await addresses.setDefault(tx, userId, newest.id);
        return list(tx, userId);
      });
    },

    async checkFreeDistrict(
      actor: Actor,
      input: CallInput<'checkfreedistrict'>,
    ): Promise<CallResult<'checkfreedistrict'>> {
      const userId = userOf(actor);
      const place = await deps.findPlace(placeOf(actor).id);
      const address = await addresses.find(database.db, userId, input.address_id);
      if (!address) throw addressNotFound(actor);
      const quote = deliveryQuote(place?.deliveryDistricts ?? [], address);
      return { free: quote.delivers && quote.free, fee: centsToReais(quote.feeCents), delivers: quote.delivers };
    },

    list,
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
