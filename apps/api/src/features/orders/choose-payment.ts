import type { CallInput, CallResult } from '@app/domain';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { toOrder } from './order-view.ts';
import type { OrdersContext } from './orders.context.ts';

/** Choosing how a pending order is paid (v2/orderdeliverypayment): cash, card on delivery, link or online. */
export function createChoosePayment(ctx: OrdersContext) {
  const { database, orders, sessionOf, orderNotFound, refusal, fieldError, reread, publish } = ctx;
  return {
    async 'v2/orderdeliverypayment'(
      actor: Actor,
      input: CallInput<'v2/orderdeliverypayment'>,
    ): Promise<CallResult<'v2/orderdeliverypayment'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, input.order_id, { forUpdate: true });
        if (!order || (order.userId !== session.userId && !actor.manager)) throw orderNotFound(actor);
        // Changeable until staff accept the order.
        if (order.status !== ORDER_STATUS.PENDING) throw refusal(actor, 'orderPaymentLocked', 'payment_locked');
        const place = await orders.findPlace(tx, placeId);
        const type = order.budget ? 4 : input.payment_type;
        // Paying in the app (online card 2, Pix 3) can be blocked per customer (block_app_payment).
        if (
          (type === 2 || type === 3) &&
          order.userId &&
          (await orders.isAppPaymentBlocked(tx, placeId, order.userId))
        ) {
          throw refusal(actor, 'appPaymentBlocked', 'app_payment_blocked', 403);
        }
        const values: {
          paymentType: number;
          ccBrand: string | null;
          changeCents: number | null;
          installments: number | null;
        } = { paymentType: type, ccBrand: null, changeCents: null, installments: null };
        if (type === 0) {
          if (!place?.acceptCash) throw fieldError(actor, 'payment_type', 'cashNotAccepted');
          if (input.change !== undefined && input.change > 0) {
            const cents = reaisToCents(input.change);
            if (cents < order.totalCents) throw fieldError(actor, 'change', 'changeTooLow');
            values.changeCents = cents;
          }
        } else if (type === 1) {
          const brand = input.cc_brand?.trim().toLowerCase() ?? '';
          const accepted = (place?.cardBrands ?? []).map((b) => b.toLowerCase());
          if (!accepted.includes(brand)) throw fieldError(actor, 'cc_brand', 'cardBrandInvalid');
          values.ccBrand = brand;
        } else if (type === 4) {
          // Payment link / to be defined: nothing more to know now.
        } else if (type < 0) {
          throw fieldError(actor, 'payment_type', 'paymentUnset');
        } else if (ctx.onlinePayment) {
          // 2 online card, 3 Pix, 5 card machine: the payments feature decides (issue 5).
          const checked = await ctx.onlinePayment(tx, actor, {
            paymentType: type,
            installments: input.installments,
            totalCents: order.totalCents,
          });
          values.installments = checked.installments;
        } else {
          throw fieldError(actor, 'payment_type', 'paymentUnavailable');
        }
        await orders.update(tx, order, values);
        return reread(tx, order);
      });
      publish(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },
  };
}
