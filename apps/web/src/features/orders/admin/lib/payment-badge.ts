import { ORDER_STATUS } from '@app/domain/orders/rules';
import { awaitsOnlinePayment, type OrderPaymentState, PAYMENT_TYPE } from '@app/domain/payments/rules';

// The online payment badge of an order on the board and the kitchen display (decision 050): staff
// see at a glance whether an order paid online is paid, still pending, failed or refunded.

export type PaymentBadgeTone = 'ok' | 'wait' | 'alert';
export type PaymentBadge = {
  state: OrderPaymentState;
  tone: PaymentBadgeTone;
  /** Key in the 'backoffice' namespace: 'Pago', 'Pagamento pendente', 'Estornado', 'Pagamento não aprovado'. */
  labelKey: `paymentState.${OrderPaymentState}`;
};

const TONES: Readonly<Record<OrderPaymentState, PaymentBadgeTone>> = {
  paid: 'ok',
  pending: 'wait',
  refunded: 'alert',
  failed: 'alert',
};

type WireOrder = { payment_status: OrderPaymentState | null };

/** The badge of an order, or null when it is not paid online (cash, card on delivery, link, on the bill). */
export function paymentBadgeOf(order: WireOrder): PaymentBadge | null {
  const state = order.payment_status;
  if (state === null) return null;
  return { state, tone: TONES[state], labelKey: `paymentState.${state}` };
}

/** The payment types the board offers to collect on delivery an online payment that fell through. */
export const COLLECT_ON_DELIVERY_TYPES = [PAYMENT_TYPE.CASH, PAYMENT_TYPE.CARD_MACHINE] as const;

type BoardOrderFacts = WireOrder & { status: number; payment_type: number | null; pay_bill: number | null };

/** An order paid online (card, Pix) whose payment is not confirmed: not to be accepted or handed over. */
export function awaitingPayment(order: BoardOrderFacts): boolean {
  return awaitsOnlinePayment({
    paymentType: order.payment_type,
    payBill: order.pay_bill,
    recorded: order.payment_status,
  });
}

/**
 * An accepted (or sent out) order paid online whose payment is not confirmed: the server will not
 * let it go on until staff switch it to a type paid on delivery (or cancel it), so the card offers that.
 */
export function mustCollectOnDelivery(order: BoardOrderFacts): boolean {
  const handedOn = order.status === ORDER_STATUS.ACCEPTED || order.status === ORDER_STATUS.OUT_FOR_DELIVERY;
  return handedOn && awaitingPayment(order);
}
