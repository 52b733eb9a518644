import type { CallInput, CallResult } from '@app/domain';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import {
  awaitsOnlinePayment,
  budgetPaymentType,
  changeMaxCents,
  OPEN_ORDER_PAY_BILL,
  openOrderPayment,
  PAID_ON_DELIVERY_TYPES,
  PAYMENT_TYPE,
  validateChange,
} from '@app/domain/payments/rules';
import { CHANGE_MAX_EXTRA_CENTS } from '@app/domain/shared/constants';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf, staffMay } from '../../platform/actor.ts';
import { invalidField } from '../../platform/service-kit.ts';
import type { OrdersContext } from '../orders/index.ts';
import { toOrder } from '../orders/index.ts';
import type { CheckoutDeps } from './checkout.deps.ts';

/**
 * The checkout's "record the payment choice" step (v2/orderdeliverypayment), one transaction:
 * cash, card on delivery, link or online (checked by the payments feature). After acceptance, only staff, and only to collect on delivery an online payment that fell
 * through (refunded, failed, never paid: decision 050).
 */
export function createChoosePayment(ctx: OrdersContext<CheckoutDeps>) {
  const { database, orders, sessionOf, orderNotFound, refusal, fieldError, reread, publish, t } = ctx;
  return {
    async choosePayment(
      actor: Actor,
      input: CallInput<'v2/orderdeliverypayment'>,
    ): Promise<CallResult<'v2/orderdeliverypayment'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, input.order_id, { forUpdate: true });
        if (!order || (order.userId !== session.userId && !actor.manager)) throw orderNotFound(actor);
        // Changeable until staff accept the order; afterwards staff may switch an order whose online
        // payment is not confirmed to one paid on delivery (the status machine then lets it go on).
        const facts = { paymentType: order.paymentType, payBill: order.payBill, recorded: order.paymentStatus };
        const collecting =
          order.status !== ORDER_STATUS.PENDING &&
          staffMay(actor, 'payments') &&
          (order.status === ORDER_STATUS.ACCEPTED || order.status === ORDER_STATUS.OUT_FOR_DELIVERY) &&
          awaitsOnlinePayment(facts);
        if (order.status !== ORDER_STATUS.PENDING && !collecting)
          throw refusal(actor, 'orderPaymentLocked', 'payment_locked');
        if (
          collecting &&
          (!PAID_ON_DELIVERY_TYPES.includes(input.payment_type) || input.pay_bill === OPEN_ORDER_PAY_BILL)
        )
          throw fieldError(actor, 'payment_type', 'paymentTypeOnDelivery');
        const place = await orders.findPlace(tx, placeId);
        // A budget is paid later by link: its type is always 4 (spec 1 §4).
        let type = budgetPaymentType(input.payment_type, order.budget);
        // A paid order keeps the type it was paid with (no second collection on delivery).
        if (order.paymentStatus === 'paid' && type !== order.paymentType)
          throw refusal(actor, 'orderPaidTypeLocked', 'order_paid');
        // Spec 1 §4: with an open order, an unset type becomes 2 with pay_bill 2 (the order goes on
        // the open order's bill and is paid with it; decision 042). pay_bill 2 needs an open order.
        let payBill: number | null = null;
        if (!order.budget && (type === PAYMENT_TYPE.UNSET || input.pay_bill === OPEN_ORDER_PAY_BILL)) {
          const openOrderId = order.userId ? await orders.openOrderOf(tx, placeId, order.userId) : null;
          const converted = openOrderPayment(
            { type, payBill: input.pay_bill ?? null },
            { openOrder: openOrderId !== null },
          );
          if (input.pay_bill === OPEN_ORDER_PAY_BILL && converted.payBill === null)
            throw fieldError(actor, 'pay_bill', 'payBillNoOpenOrder');
          type = converted.type;
          payBill = converted.payBill;
        }
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
          payBill: number | null;
          paymentStatus?: null;
        } = { paymentType: type, ccBrand: null, changeCents: null, installments: null, payBill };
        // Collected on delivery now: the fallen-through online payment no longer describes it.
        if (collecting) values.paymentStatus = null;
        if (type === 0) {
          if (!place?.acceptCash) throw fieldError(actor, 'payment_type', 'cashNotAccepted');
          if (input.change !== undefined && input.change > 0) {
            const cents = reaisToCents(input.change);
            const refused = validateChange(cents, order.totalCents);
            if (refused === 'changeTooLow') throw fieldError(actor, 'change', 'changeTooLow');
            if (refused === 'changeTooHigh') {
              const money = (c: number) => formatMoney(c, actor.language);
              const text = t(actor, 'changeTooHigh', {
                max: money(changeMaxCents(order.totalCents)),
                extra: money(CHANGE_MAX_EXTRA_CENTS),
              });
              throw invalidField('change', text);
            }
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
        } else {
          // 2 online card, 3 Pix, 5 card machine: the payments feature decides.
          const checked = await ctx.payments.checkOnlinePaymentChoice(tx, actor, {
            paymentType: type,
            // On the bill: paid (and split into installments) when the bill is.
            installments: payBill ? undefined : input.installments,
            totalCents: order.totalCents,
            customerId: order.userId,
          });
          values.installments = payBill ? null : checked.installments;
        }
        await orders.update(tx, order, values);
        return reread(tx, order);
      });
      publish(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },
  };
}
