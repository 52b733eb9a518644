import { LOYALTY_COUPON_CODE } from '@app/domain/coupons/rules';
import { isPendingStatus } from '@app/domain/orders/rules';
import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { centsToReais } from '@app/domain/shared/money';
import { normalizeCpfCnpj } from '@app/domain/users/rules';
import type { Discounts } from '../../../lib/storage.ts';
import { bookingOf, type CartOptions, type StoredCart } from '../../cart/index.ts';
import type { Order, OrderPaymentBody, OrderSendBody } from '../../orders/index.ts';
import { type Where, wireLines, wirePhone, wireSplit } from './checkout-rules.ts';

// Checkout for payment types 0, 1 and 4 (spec 1 §4 "Checkout"): the order is sent, the coupon
// applied when one is set, then the payment is recorded. The calls are passed in so the sequence
// is tested without a server.

export type PlaceOrderCalls = {
  sendOrder: (body: OrderSendBody) => Promise<{ order: Order }>;
  applyCoupon: ((orderId: string, code: string, type?: 'CASHBACK') => Promise<unknown>) | null;
  payOrder: (body: OrderPaymentBody) => Promise<{ order: Order }>;
};

export type PlaceOrderInput = {
  cart: StoredCart;
  options: CartOptions;
  where: Where;
  coupon: string | null;
  /** Staff discounts (mutually exclusive; the server honours them only with a manager token). */
  discounts?: Discounts | null;
  /** The effective payment (payment-rules.ts): budget → 4; open order with -1 → 2 on the bill (payBill 2). */
  payment: { type: number; brand: string | null; changeCents: number | null; payBill?: number | null };
};

export function orderBody(input: PlaceOrderInput, couponInBody: boolean): OrderSendBody {
  const { options } = input;
  const body: OrderSendBody = {
    products: wireLines(input.cart),
    ...input.where,
    payment_type: input.payment.type,
    ...wireSplit(options),
  };
  const phone = wirePhone(options.phone);
  if (phone) body.phone = phone;
  const cpf = options.cpf ? normalizeCpfCnpj(options.cpf) : '';
  if (cpf) body.cpf = cpf;
  if (options.email?.trim()) body.email = options.email.trim();
  if (options.birthdate) body.birthdate = options.birthdate;
  if (options.observation?.trim()) body.observacao = { text: options.observation.trim() };
  if (options.kind === 'scheduled' && options.agenda_date) {
    body.deliveryagenda_date = options.agenda_date;
    if (options.agenda_id) body.deliveryagenda_id = options.agenda_id;
  }
  // A budget (staff only; the server ignores it from customers) is paid later by link.
  if (options.budget) body.budget = true;
  // Staff tools; the server re-checks and bounds them, and ignores them from customers.
  if (input.discounts?.percent_discount) body.percent_discount = input.discounts.percent_discount;
  else if (input.discounts?.flat_discount) body.flat_discount = input.discounts.flat_discount;
  // Clinic: the booked time goes with the order, which books it (decision 125).
  const booking = bookingOf(input.cart);
  if (booking) body.attendancy = { appointment_id: booking.appointment_id, type: booking.type };
  if (options.dont_expire) body.dont_expire = true;
  else if (options.expire_in) body.expire_in = options.expire_in;
  if (couponInBody && input.coupon) (body as OrderSendBody & { cupom?: string }).cupom = input.coupon;
  return body;
}

export function paymentBody(orderId: string, payment: PlaceOrderInput['payment']): OrderPaymentBody {
  const body: OrderPaymentBody = { order_id: orderId, payment_type: payment.type };
  if (payment.type === PAYMENT_TYPE.OTHER && payment.brand) body.cc_brand = payment.brand;
  if (payment.type === PAYMENT_TYPE.CASH && payment.changeCents !== null)
    body.change = centsToReais(payment.changeCents);
  if (payment.payBill) body.pay_bill = payment.payBill;
  return body;
}

/**
 * Sends, applies the coupon (through v2/orderdeliverycupom when the server has it, else inside
 * the order), pays. `onCreated` hears the new order's id before the payment step, so a failure
 * after creation knows an order exists.
 */
export async function placeOrder(
  input: PlaceOrderInput,
  calls: PlaceOrderCalls,
  onCreated: (orderId: string) => void = () => {},
): Promise<Order> {
  const { order } = await calls.sendOrder(orderBody(input, calls.applyCoupon === null));
  onCreated(order._id);
  if (input.coupon && calls.applyCoupon) {
    await calls.applyCoupon(order._id, input.coupon, input.coupon === LOYALTY_COUPON_CODE ? 'CASHBACK' : undefined);
  }
  const paid = await calls.payOrder(paymentBody(order._id, input.payment));
  return paid.order;
}

export type AfterOrder =
  | { to: 'open-order'; openOrderId: string }
  | { to: 'tracking'; pendingOrderId: string }
  | { to: 'home'; success: true }
  | { to: 'home'; shareOrder: string };

/**
 * Where the customer lands (spec 1 §4): OpenOrder for a round of the person's open account,
 * OrderTracking for a pending order (its id is stored,
 * except for manager orders), Home with 'Pedido realizado com sucesso!' for an anonymous order,
 * otherwise Home carrying the order for sharing.
 */
export function afterOrder(
  order: Pick<Order, '_id' | 'status' | 'anonymous'>,
  { managerOrder, openOrderId = null }: { managerOrder: boolean; openOrderId?: string | null },
): AfterOrder {
  // A round of an open account (table, tab, room): the account shows it with the others.
  if (!managerOrder && openOrderId) return { to: 'open-order', openOrderId };
  if (!managerOrder && isPendingStatus(order.status)) return { to: 'tracking', pendingOrderId: order._id };
  if (order.anonymous) return { to: 'home', success: true };
  return { to: 'home', shareOrder: order._id };
}
