import { ApiError } from '@app/domain/client';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isRegistered } from '../../../app/registered-routes.ts';
import { pathFor } from '../../../app/route-table.ts';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import { applyOrderCoupon, payOrder, sendOrder } from '../../orders/api/order-calls.ts';
import { refreshUser } from '../../users/lib/session.ts';
import { clearAfterOrder } from '../lib/cart-reset.ts';
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
  ): Promise<{ fieldErrors: Record<string, string> } | null> => {
    const { paymentType, ccBrand, changeCents } = checkoutStore.getState();
    setSending(true);
    try {
      const order = await ui.busy(() =>
        placeOrder(
          { ...input, payment: { type: paymentType, brand: ccBrand, changeCents } },
          {
            sendOrder,
            applyCoupon: applyOrderCoupon,
            payOrder,
          },
        ),
      );
      notify(t('sent'), { kind: 'success' });
      leaving.current = true;
      const next = afterOrder(order, { managerOrder: staff });
      clearAfterOrder();
      void refreshUser();
      const home = isRegistered('Home') ? pathFor('Home') : '/';
      if (next.to === 'tracking') {
        browserStore.getState().set('pendingOrderId', next.pendingOrderId);
        navigate(pathFor('OrderTracking'), { replace: true });
      } else if ('success' in next) {
        notify(t('success'), { kind: 'success' });
        navigate(home, { replace: true });
      } else {
        navigate(`${home}?shareOrder=${encodeURIComponent(next.shareOrder)}`, { replace: true });
      }
      return null;
    } catch (failure) {
      browserStore.getState().set('pendingOrderId', null);
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      if (field && FIELDS.has(field)) return { fieldErrors: { [field]: errorMessage(failure, t('orderFailed')) } };
      notify(errorMessage(failure, t('orderFailed')), { kind: 'error', persistent: true });
      return null;
    } finally {
      setSending(false);
    }
  };

  return { place, sending };
}
