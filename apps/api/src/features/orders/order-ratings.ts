import type { CallInput, CallResult } from '@app/domain';
import { ORDER_STATUS, RATINGS_RECENT_MAX } from '@app/domain/orders/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { OrdersContext } from './orders.context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The customer's rating of a delivered order, and the place's figures the owner reads. */
export function createOrderRatings(ctx: OrdersContext) {
  const { database, orders, sessionOf, orderNotFound, refusal, now } = ctx;
  return {
    async rateOrder(actor: Actor, input: CallInput<'order/rate'>): Promise<CallResult<'order/rate'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      // Staff acting as the customer do not speak for them: a rating is the customer's own word.
      if (session.actingManagerId) throw refusal(actor, 'orderNotRateable', 'order_not_rateable', 403);
      const rating = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, input.order_id, { forUpdate: true });
        // Another customer's order reads as no order at all (nothing about it is told).
        if (!order || order.userId !== session.userId) throw orderNotFound(actor);
        if (order.status !== ORDER_STATUS.DELIVERED) throw refusal(actor, 'orderNotRateable', 'order_not_rateable');
        const comment = input.comment?.trim() || null;
        const row = await orders.insertRating(tx, {
          orderId: order.id,
          placeId,
          userId: session.userId,
          stars: input.stars,
          comment,
        });
        if (!row) throw refusal(actor, 'orderAlreadyRated', 'order_already_rated');
        return row;
      });
      return { rating: { stars: rating.stars, comment: rating.comment, at: rating.createdAt.toISOString() } };
    },

    async listPlaceRatings(actor: Actor, input: CallInput<'manager/ratings'>): Promise<CallResult<'manager/ratings'>> {
      const placeId = placeOf(actor).id;
      const from = new Date(now().getTime() - input.days * DAY_MS);
      const r = await database.inPlace(placeId, (tx) => orders.placeRatings(tx, placeId, from, RATINGS_RECENT_MAX));
      return {
        average: r.average === null ? null : Math.round(r.average * 10) / 10,
        count: r.count,
        recent: r.recent.map((x) => ({
          order_id: x.orderId,
          number: x.number,
          username: x.username,
          stars: x.stars,
          comment: x.comment,
          at: x.createdAt.toISOString(),
        })),
      };
    },
  };
}
