import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { preloginQuery } from '../../../app/shared/current-place.ts';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { Order, OrderPaymentBody } from '../../orders/index.ts';
import { payOrder, readOrder } from '../../orders/index.ts';
import {
  cancelPayment,
  cancelReason,
  chargeCardToken,
  chargeSavedCard,
  createPix,
  credentialsQuery,
  finishedByPayments,
  finishPayment,
  PaymentFailure,
  paymentChoice,
  paymentStore,
  reportCardMachine,
  requestPinpadCharge,
} from '../../payments/index.ts';

/**
 * The cart's order button hands types 2, 3 and 5 to this (spec 1 §4): the choice is recorded
 * (v2/orderdeliverypayment, with the installments), then the order is charged by its type. On
 * failure the order's payment is cancelled ('Erro de pagamento' for the card machine).
 */
export function finishWithPayments(type: number) {
  if (!finishedByPayments(type)) return null;
  let pixTransactionId: string | null = null;
  return {
    async pay(body: OrderPaymentBody, created: Order | null): Promise<{ order: Order }> {
      await i18n.loadNamespaces('payments');
      const t = i18n.getFixedT(null, 'payments');
      const { card, installments } = paymentStore.getState();
      const recorded = await payOrder({
        ...body,
        ...(type === PAYMENT_TYPE.PIX ? {} : { installments }),
      });
      const order = created ?? recorded.order;
      const place = queryClient.getQueryData(preloginQuery.queryKey)?.restaurant_data;
      const result = await finishPayment(
        order,
        {
          type,
          card,
          installments,
          sellerId: place?.payments_seller_id ?? null,
          buyerId: null,
          texts: { declined: t('declined'), pinpadFailed: t('pinpad.failed'), pinpadAborted: t('pinpad.aborted') },
        },
        {
          readOrder,
          chargeSavedCard,
          chargeCardToken,
          createPix,
          pinpad: requestPinpadCharge,
          pinpadCredentials: () => queryClient.fetchQuery(credentialsQuery()),
          reportCardMachine,
        },
      );
      pixTransactionId = result.pixTransactionId;
      return { order: result.order };
    },
    pixTransactionId: () => pixTransactionId,
    succeeded() {
      paymentChoice.reset();
    },
    /** After a failure with an order created: void what was charged, forget a single-use token. */
    async failed(orderId: string) {
      try {
        await cancelPayment(orderId, cancelReason(type));
      } catch {
        // Nothing was charged, or the server already voided it; the order stays unpaid either way.
      }
      if (paymentStore.getState().card?.kind === 'token') paymentChoice.reset();
    },
    messageOf(failure: unknown): string | null {
      return failure instanceof PaymentFailure ? failure.message : null;
    },
  };
}
