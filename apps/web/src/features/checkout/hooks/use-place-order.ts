import { ApiError } from '@app/domain/client';
import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { type RefObject, useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { refreshUser } from '../../../app/shared/session.ts';
import { api, errorIs, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import { type Order, payOrder, sendOrder } from '../../orders/index.ts';
import { clearAfterOrder } from '../lib/cart-reset.ts';
import { finishWithPayments } from '../lib/checkout-finish.ts';
import { checkoutStore } from '../lib/checkout-store.ts';
import { afterOrder, type PlaceOrderInput, placeOrder } from '../lib/place-order.ts';

const FIELDS = new Set(['phone', 'cpf', 'email', 'birthdate']);

/**
 * The order button's work (spec 1 §4 "Checkout"): send, coupon, pay; 'Pedido Enviado.'; clear
 * the cart and land where the spec says. A refusal of a customer field comes back to be shown
 * under it; any other failure drops the pending order id and shows a persistent snackbar with
 * the server's text (or 'Ocorreu algo inesperado').
 */
export function usePlaceOrder({ leaving, staff }: { leaving: RefObject<boolean>; staff: boolean }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  const place = async (
    input: Omit<PlaceOrderInput, 'payment'>,
    /** The effective payment (payment-rules.ts): budget → 4; open order with -1 → 2 on the bill. */
    effective?: { type: number; payBill: number | null },
  ): Promise<{ fieldErrors: Record<string, string> } | null> => {
    const { paymentType: chosen, ccBrand, changeCents } = checkoutStore.getState();
    const paymentType = effective?.type ?? chosen;
    const payBill = effective?.payBill ?? null;
    setSending(true);
    // Types 2, 3 and 5 finish through the payments feature (spec 1 §4 "Finish by type"); an order
    // on its open order's bill is not charged now (the bill is): a normal payment call.
    const finish = payBill ? null : finishWithPayments(paymentType);
    let created: Order | null = null;
    try {
      // The pin pad dialog shows its own progress; the global spinner would cover it.
      const busy = paymentType === PAYMENT_TYPE.CARD_MACHINE ? <T>(work: () => Promise<T>) => work() : ui.busy;
      const order = await busy(() =>
        placeOrder(
          {
            ...input,
            discounts: staff ? browserStore.getState().discounts : null,
            payment: { type: paymentType, brand: ccBrand, changeCents, payBill },
          },
          {
            sendOrder: async (body) => {
              const answer = await sendOrder(body);
              created = answer.order;
              return answer;
            },
            // The coupon goes inside v2/orderdelivery: the server applies it in the order's own
            // transaction (decision 018), one round trip less than v2/orderdeliverycupom after it,
            // and a refused coupon refuses the order instead of leaving one without its discount.
            applyCoupon: null,
            payOrder: finish ? (body) => finish.pay(body, created) : payOrder,
          },
        ),
      );
      notify(t('sent'), { kind: 'success' });
      leaving.current = true;
      clearAfterOrder();
      finish?.succeeded();
      // The refreshed person says whether the order joined their open account (a round).
      const person = await refreshUser();
      const next = afterOrder(order, {
        managerOrder: staff,
        openOrderId: payBill ? (person?.openOrderId ?? null) : null,
      });
      const pixId = finish?.pixTransactionId() ?? null;
      if (pixId) {
        // A Pix order is not kept as the pending order: the Pix page follows it (guard step 4).
        browserStore.getState().set('transactionId', pixId);
        navigate(pathFor('Pix', { id: pixId }), { replace: true });
      } else if (next.to === 'open-order') {
        // The new round goes to the kitchen printer (order/pendingprint, decision 111); a failure
        // tells the guest to call the waiter, the order itself stands.
        api
          .call('order/pendingprint', { order_id: order._id })
          .catch((failure: unknown) =>
            notify(errorMessage(failure, t('pendingPrintFailed')), { kind: 'error', persistent: true }),
          );
        navigate(pathFor('OpenOrder', { id: next.openOrderId }), { replace: true });
      } else if (next.to === 'tracking') {
        browserStore.getState().set('pendingOrderId', next.pendingOrderId);
        navigate(pathFor('OrderTracking'), { replace: true });
      } else if ('success' in next) {
        notify(t('success'), { kind: 'success' });
        navigate(pathFor('Home'), { replace: true });
      } else {
        navigate(`${pathFor('Home')}?shareOrder=${encodeURIComponent(next.shareOrder)}`, { replace: true });
      }
      return null;
    } catch (failure) {
      // Refused for a pending order this device did not know of: it becomes the pending order, and
      // the cart says why it cannot order and links to it instead of a passing snackbar.
      const blocking = errorIs(failure, 'pendingOrder') ? (failure.body.order_id ?? null) : null;
      browserStore.getState().set('pendingOrderId', blocking);
      if (blocking) return null;
      // A room's account takes orders after its check-in (decision 105): say so, open the check-in.
      if (errorIs(failure, 'checkinRequired')) {
        notify(errorMessage(failure, t('orderFailed')), { kind: 'error' });
        navigate(pathFor('CheckIn'));
        return null;
      }
      if (finish && created) await finish.failed((created as Order)._id);
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      if (field && FIELDS.has(field)) {
        // Under the field its name is implied: a schema's 'birthdate: ' prefix is left out.
        const text = errorMessage(failure, t('orderFailed'));
        return { fieldErrors: { [field]: text.startsWith(`${field}: `) ? text.slice(field.length + 2) : text } };
      }
      notify(finish?.messageOf(failure) ?? errorMessage(failure, t('orderFailed')), {
        kind: 'error',
        persistent: true,
      });
      return null;
    } finally {
      setSending(false);
    }
  };

  return { place, sending };
}
