import type { CallInput, CallResult } from '@app/domain';
import { localDate, slotInstant } from '@app/domain/agenda/rules';
import { ORDER_LIST_MAX } from '@app/domain/orders/schemas';
import { PRODUCT_PAGE_SIZE } from '@app/domain/shared/constants';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { accessDenied } from '../../platform/app-error.ts';
import { sameSecret } from '../../platform/tokens.ts';
import { toOrder } from './order-view.ts';
import type { OrdersContext } from './orders.context.ts';

const PAGE_SIZE = PRODUCT_PAGE_SIZE; // 30 orders a page, as the product list

/** Reading orders: one order (with its token or its share code), the customer's list, the staff board. */
export function createOrderReads(ctx: OrdersContext) {
  const { database, orders, sessionOf, orderNotFound, now } = ctx;
  return {
    async readOrder(actor: Actor, input: CallInput<'readorder'>): Promise<CallResult<'readorder'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const order = await database.inPlace(placeId, (tx) => orders.find(tx, placeId, input.order_id));
      if (order && (order.userId === session.userId || actor.manager)) {
        return { order: toOrder(order, { withSecrets: true }) };
      }
      if (!order) {
        // Another business's order is refused as such (spec 1 §4); the storefront ignores it.
        const owner = await orders.placeOfOrder(database.db, input.order_id);
        if (owner && owner !== placeId) throw accessDenied();
      }
      throw orderNotFound(actor);
    },

    async readOrderWithCode(
      actor: Actor,
      input: CallInput<'readordernotoken'>,
    ): Promise<CallResult<'readordernotoken'>> {
      const placeId = placeOf(actor).id;
      const order = await database.inPlace(placeId, (tx) => orders.find(tx, placeId, input.order_id));
      // Same answer for a wrong code and an unknown order; the code is compared in constant time.
      if (!order || !sameSecret(order.authCode, input.authCode)) throw orderNotFound(actor);
      return { order: toOrder(order, { withSecrets: false, personal: false }) };
    },

    async listMyOrders(actor: Actor, input: CallInput<'mydelivery'>): Promise<CallResult<'mydelivery'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) =>
        orders.listByUser(tx, placeId, session.userId, PAGE_SIZE + 1, (input.page - 1) * PAGE_SIZE),
      );
      return {
        orders: rows.slice(0, PAGE_SIZE).map((o) => toOrder(o, { withSecrets: true })),
        page: input.page,
        has_more: rows.length > PAGE_SIZE,
      };
    },

    async listOrdersForBoard(
      actor: Actor,
      input: CallInput<'manager/getorderlist'>,
    ): Promise<CallResult<'manager/getorderlist'>> {
      const placeId = placeOf(actor).id;
      const today = localDate(now());
      const pad = (n: number) => String(n).padStart(2, '0');
      const begin = input.begin ?? `${today.y}-${pad(today.m)}-${pad(today.d)}`;
      const end = input.end ?? begin;
      const from = slotInstant(begin, '00:00');
      // The day after `end`, local midnight (São Paulo has no daylight saving: a day is 24 h).
      const to = new Date(slotInstant(end, '00:00').getTime() + 24 * 60 * 60 * 1000);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) {
        return { orders: [], truncated: false };
      }
      const rows = await database.inPlace(placeId, (tx) =>
        orders.listForBoard(
          tx,
          placeId,
          {
            from,
            to,
            ...(input.attendancies ? { statuses: input.attendancies } : {}),
            ...(input.type !== undefined ? { deliveryType: input.type } : {}),
            ...(input.order_by_payment ? { byPayment: true } : {}),
          },
          ORDER_LIST_MAX + 1,
        ),
      );
      return {
        orders: rows.slice(0, ORDER_LIST_MAX).map((o) => toOrder(o, { withSecrets: true })),
        truncated: rows.length > ORDER_LIST_MAX,
      };
    },
  };
}
