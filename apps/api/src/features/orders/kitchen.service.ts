import type { CallInput, CallResult } from '@app/domain';
import { localDate, slotInstant } from '@app/domain/agenda/rules';
import { canRecall, KITCHEN_RECENT_MAX } from '@app/domain/orders/kitchen';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import type { KitchenRepo, KitchenStationRecord } from './kitchen.repo.ts';
import { toOrder } from './order-view.ts';
import type { OrdersContext } from './orders.context.ts';

const texts = localTexts({
  categoryNotFound: { 'pt-BR': 'Categoria não encontrada.', en: 'Category not found.' },
  notRecallable: {
    'pt-BR': 'Este pedido não pode voltar para a cozinha: ele já foi entregue ou não saiu da cozinha.',
    en: "This order can't go back to the kitchen: it was already handed over or never left it.",
  },
  recalled: { 'pt-BR': 'Voltou para a cozinha', en: 'Back to the kitchen' },
});

const view = (s: KitchenStationRecord) => ({
  station_id: s.id,
  name: s.name,
  category_ids: s.categoryIds,
  product_ids: s.productIds,
});

/** Kitchen stations, the recent bumps and recall (decision 068). */
export function createKitchenCalls(ctx: OrdersContext, kitchen: KitchenRepo) {
  const { database, orders, managerOrder, staffWho, reread, publish, now } = ctx;

  return {
    async listStations(actor: Actor): Promise<CallResult<'admin/kitchen/stations'>> {
      const placeId = placeOf(actor).id;
      const stations = await database.inPlace(placeId, (tx) => kitchen.stations(tx, placeId));
      return { stations: stations.map(view) };
    },

    async saveStations(
      actor: Actor,
      input: CallInput<'admin/kitchen/savestations'>,
    ): Promise<CallResult<'admin/kitchen/savestations'>> {
      const placeId = placeOf(actor).id;
      const list = input.stations.map((s) => ({ name: s.name.trim(), categoryIds: [...new Set(s.category_ids)] }));
      const stations = await database.inPlace(placeId, async (tx) => {
        const wanted = [...new Set(list.flatMap((s) => s.categoryIds))];
        const known = await kitchen.knownCategories(tx, placeId, wanted);
        const index = list.findIndex((s) => s.categoryIds.some((id) => !known.has(id)));
        if (index >= 0) throw invalidField(`stations.${index}.category_ids`, texts(actor, 'categoryNotFound'));
        await kitchen.replaceStations(tx, placeId, list);
        return kitchen.stations(tx, placeId);
      });
      return { stations: stations.map(view) };
    },

    /** Today's bumped tickets still recallable, the latest bump first. */
    async recentBumps(actor: Actor): Promise<CallResult<'admin/kitchen/recent'>> {
      const placeId = placeOf(actor).id;
      const today = localDate(now());
      const pad = (n: number) => String(n).padStart(2, '0');
      const from = slotInstant(`${today.y}-${pad(today.m)}-${pad(today.d)}`, '00:00');
      const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
      const rows = await database.inPlace(placeId, (tx) =>
        orders.listForBoard(tx, placeId, { from, to, statuses: [ORDER_STATUS.OUT_FOR_DELIVERY] }, 200),
      );
      const bumpedAt = (o: (typeof rows)[number]) => o.history.at(-1)?.at.getTime() ?? 0;
      const recent = rows
        .filter((o) => canRecall({ status: o.status, history: o.history }))
        .sort((a, b) => bumpedAt(b) - bumpedAt(a))
        .slice(0, KITCHEN_RECENT_MAX);
      return { orders: recent.map((o) => toOrder(o, { withSecrets: true })) };
    },

    /**
     * Undo a bump: the order goes back to accepted (1). Outside the board's status machine on
     * purpose: only this call moves 3 → 1, and only right after a bump from 1.
     */
    async recall(actor: Actor, input: CallInput<'admin/kitchen/recall'>): Promise<CallResult<'admin/kitchen/recall'>> {
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await managerOrder(tx, actor, input.order_id);
        const detail = await reread(tx, order);
        if (!canRecall({ status: detail.status, history: detail.history })) {
          throw new AppError('status_change', texts(actor, 'notRecallable'), 409, { errorType: 'status_change' });
        }
        const who = await staffWho(tx, actor);
        await orders.update(tx, order, { status: ORDER_STATUS.ACCEPTED });
        await orders.addStatus(tx, order, {
          status: ORDER_STATUS.ACCEPTED,
          byUserId: who.userId,
          byName: who.name,
          reason: texts(actor, 'recalled'),
        });
        return reread(tx, order);
      });
      publish(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },
  };
}
