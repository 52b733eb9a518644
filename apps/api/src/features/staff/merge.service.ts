import type { CallInput, CallResult } from '@app/domain';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { refuse } from '../../platform/service-kit.ts';
import type { MergeRepo } from './merge.repo.ts';
import type { StaffRepo } from './staff.repo.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Merge mode of the switch-account dialog (decision 116): two accounts of one person become one.
 * Staff of the place, customers of the place only; everything in one transaction.
 */
export function createMergeService(deps: { database: Database; merge: MergeRepo; staff: StaffRepo }) {
  const { database, merge } = deps;
  return {
    async mergeUsers(actor: Actor, input: CallInput<'mergeusers'>): Promise<CallResult<'mergeusers'>> {
      const placeId = placeOf(actor).id;
      const accessIds = [...new Set(input.user_ids)];
      if (accessIds.includes(input.master_id)) {
        throw refuse(actor, 'mergeSameAccount', 'validation', { errorType: 'validation', field: 'user_ids' });
      }
      // Addresses and cards are the person's, at every place: they move only with a person who is a
      // customer here and nowhere else, so no place can pull another place's customer's data.
      const elsewhere = await merge.membersElsewhere(placeId, accessIds);
      return database.inPlace(placeId, async (tx) => {
        const members = await merge.lockMembers(tx, placeId, [input.master_id, ...accessIds]);
        const byUser = new Map(members.map((m) => [m.userId, m]));
        const main = byUser.get(input.master_id);
        const merged = accessIds.map((id) => byUser.get(id));
        if (!main || main.isStaff) {
          throw refuse(actor, 'mergeNotCustomer', 'merge_not_customer', { field: 'master_id', status: 404 });
        }
        if (merged.some((m) => !m || m.isStaff)) {
          throw refuse(actor, 'mergeNotCustomer', 'merge_not_customer', { field: 'user_ids', status: 404 });
        }
        const moved = { orders: 0, addresses: 0, cards: 0, cashbackCents: 0 };
        for (const m of merged) {
          if (!m) continue;
          const history = await merge.moveHistory(tx, placeId, m.userId, main.userId);
          moved.orders += history.orders;
          moved.cashbackCents += history.cashbackCents;
          const onlyHere = !elsewhere.has(m.userId);
          moved.cards += await merge.moveCards(tx, placeId, m.userId, main.userId, onlyHere);
          if (onlyHere) moved.addresses += await merge.moveAddresses(tx, m.userId, main.userId);
        }
        await merge.foldMembers(
          tx,
          main,
          merged.filter((m) => m !== undefined),
        );
        if (input.promote) await merge.promote(tx, main.userId);
        const [view] = await deps.staff.customerById(tx, placeId, main.userId);
        if (!view) throw new Error('merged main customer vanished');
        return {
          user: {
            _id: view.userId,
            username: view.username,
            phone: view.phone,
            email: view.email,
            cpf: view.cpf,
            master_account: view.masterAccount,
            last_order_at: iso(view.lastOrderAt),
          },
          moved: {
            orders: moved.orders,
            addresses: moved.addresses,
            cards: moved.cards,
            cashback: moved.cashbackCents / 100,
          },
        };
      });
    },
  };
}
export type MergeService = ReturnType<typeof createMergeService>;
