import {
  CHANGE_MAX_EXTRA_CENTS,
  DEBIT_INSTALLMENTS,
  DEFAULT_MAX_INSTALLMENTS,
  MIN_INSTALLMENT_CENTS,
} from '../shared/constants.ts';
import type { MessageKey } from '../shared/messages.ts';

// Payment type codes of spec 1 §4 / spec 3 §9, as the wire carries them.
export const PAYMENT_TYPE = {
  CASH: 0,
  OTHER: 1, // card brand paid on delivery
  ONLINE_CARD: 2,
  PIX: 3,
  LINK: 4, // payment link, or to be defined by the customer; a budget forces it
  CARD_MACHINE: 5, // pin pad
  UNSET: -1,
  UNSET_ALT: -2,
} as const;

/** Types paid through the payments feature: online card, Pix and the card machine. */
export const ONLINE_PAYMENT_TYPES: readonly number[] = [
  PAYMENT_TYPE.ONLINE_CARD,
  PAYMENT_TYPE.PIX,
  PAYMENT_TYPE.CARD_MACHINE,
];

/** pay_bill of an order that goes on its open order's bill, paid when the bill is (spec 1 §4). */
export const OPEN_ORDER_PAY_BILL = 2;

/** The cancelPayment reason after a failed card-machine finish (spec 1 §4), and the order's when none is sent. */
export const PAYMENT_ERROR_REASON = 'Erro de pagamento';

export type PaymentTypeName = keyof typeof PAYMENT_TYPE;
export type PaymentType = (typeof PAYMENT_TYPE)[PaymentTypeName];

const LABELS: Readonly<Record<PaymentType, MessageKey>> = {
  0: 'paymentCash',
  1: 'paymentOther',
  2: 'paymentOnlineCard',
  3: 'paymentPix',
  4: 'paymentLink',
  5: 'paymentCardMachine',
  [-1]: 'paymentUnset',
  [-2]: 'paymentUnset',
};

export function isPaymentType(code: unknown): code is PaymentType {
  return typeof code === 'number' && Object.hasOwn(LABELS, code);
}

export function isUnsetPaymentType(code: number): boolean {
  return code === PAYMENT_TYPE.UNSET || code === PAYMENT_TYPE.UNSET_ALT;
}

/** Label of a payment type; unknown codes read as unset ('Escolha a forma de pagamento'). */
export function paymentTypeLabelKey(code: number): MessageKey {
  return isPaymentType(code) ? LABELS[code] : 'paymentUnset';
}

/** Installments are asked for card types (online card, card machine) when the maximum exceeds 1. */
export function installmentsRequired(paymentType: number, maxInstallments: number): boolean {
  const isCard = paymentType === PAYMENT_TYPE.ONLINE_CARD || paymentType === PAYMENT_TYPE.CARD_MACHINE;
  return isCard && maxInstallments > 1;
}

export type InstallmentOption = {
  /** 0 is debit (card machine only), 1 is one payment, n > 1 is n installments. */
  installments: number;
  /** Each installment, rounded down to the cent. */
  amountCents: number;
  /**
   * The cents left by rounding down (0 ≤ remainder < installments); the acquirer adds them to the
   * first installment, so amountCents × installments + remainderCents is always the total.
   */
  remainderCents: number;
};

/**
 * Options for paying `totalCents` in up to `maxInstallments` (seller setting; below 1 or missing
 * reads as 1). n is offered only when total / n ≥ R$ 1,00; n = 1 always is, for any total ≥ 0.
 * With `cardMachine`, a 'Débito' option (installments 0) comes first. A negative total has none.
 */
export function installmentOptions(
  totalCents: number,
  maxInstallments: number = DEFAULT_MAX_INSTALLMENTS,
  { cardMachine = false }: { cardMachine?: boolean } = {},
): InstallmentOption[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) return [];
  const max = Number.isFinite(maxInstallments) ? Math.max(1, Math.floor(maxInstallments)) : DEFAULT_MAX_INSTALLMENTS;
  const options: InstallmentOption[] = [];
  if (cardMachine) options.push({ installments: DEBIT_INSTALLMENTS, amountCents: totalCents, remainderCents: 0 });
  options.push({ installments: 1, amountCents: totalCents, remainderCents: 0 });
  for (let n = 2; n <= max; n++) {
    const amountCents = Math.floor(totalCents / n);
    // Amounts only shrink as n grows, so the first miss ends the list.
    if (amountCents < MIN_INSTALLMENT_CENTS) break;
    options.push({ installments: n, amountCents, remainderCents: totalCents - amountCents * n });
  }
  return options;
}

/** A budget is paid later by link: whatever was chosen, its payment type is 4 (spec 1 §4). */
export function budgetPaymentType(type: number, budget: boolean): number {
  return budget ? PAYMENT_TYPE.LINK : type;
}

export type OpenOrderPayment = { type: number; payBill: number | null };

/**
 * Spec 1 §4: "With an open order and type -1, type becomes 2 and pay_bill 2": an order that joins
 * the customer's open order (table, tab, room) with no payment chosen goes on the bill and is paid
 * online with it. Only while online payment is available to the person (spec 1 §6; decision 042);
 * an explicit 2 with pay_bill 2 stays so, any other choice is paid on its own (pay_bill null).
 */
export function openOrderPayment(
  choice: OpenOrderPayment,
  ctx: { openOrder: boolean; onlineAvailable?: boolean },
): OpenOrderPayment {
  const onBill =
    ctx.openOrder &&
    (ctx.onlineAvailable ?? true) &&
    (choice.type === PAYMENT_TYPE.UNSET ||
      (choice.type === PAYMENT_TYPE.ONLINE_CARD && choice.payBill === OPEN_ORDER_PAY_BILL));
  return onBill
    ? { type: PAYMENT_TYPE.ONLINE_CARD, payBill: OPEN_ORDER_PAY_BILL }
    : { type: choice.type, payBill: null };
}

export { onlinePaymentAvailable } from './online-payment.ts';

/**
 * An order's online payment as staff see it (decision 050): 'paid' (a charge succeeded and stands),
 * 'pending' (nothing paid yet, or a charge in flight), 'refunded' (the paying charge was voided or
 * refunded: money given back) and 'failed' (the last charge was declined, or cancelled unpaid).
 */
export const ORDER_PAYMENT_STATES = ['paid', 'pending', 'refunded', 'failed'] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** Types the customer pays in the app before the order is handed over: online card (2) and Pix (3). */
export const PREPAID_PAYMENT_TYPES: readonly number[] = [PAYMENT_TYPE.ONLINE_CARD, PAYMENT_TYPE.PIX];

/** What the order's charges recorded last (orders.payment_status), and the order's payment choice. */
export type OrderPaymentFacts = {
  paymentType: number | null;
  payBill: number | null;
  /** Written by the charge ledger with every change of the order's charge; null before any charge. */
  recorded: OrderPaymentState | null;
};

/**
 * The badge of an order on the board and the kitchen display. Online card and Pix always have one
 * ('pending' until a charge succeeds); the card machine once the terminal reported; an order paid
 * with its open order's bill (pay_bill 2), or paid on delivery (0, 1) or by link (4), has none.
 */
export function orderPaymentState(o: OrderPaymentFacts): OrderPaymentState | null {
  if (o.payBill === OPEN_ORDER_PAY_BILL) return null;
  if (o.paymentType !== null && PREPAID_PAYMENT_TYPES.includes(o.paymentType)) return o.recorded ?? 'pending';
  if (o.paymentType === PAYMENT_TYPE.CARD_MACHINE) return o.recorded;
  // No type chosen yet, but a charge exists (a card payment before its type is recorded).
  if (o.paymentType === null || isUnsetPaymentType(o.paymentType)) return o.recorded;
  return null;
}

/**
 * Staff may not accept, send out or deliver an order paid online (2, 3) whose payment is not
 * confirmed: still pending, failed, or refunded after it was paid. Changing the payment type to
 * one paid on delivery (0, 1, 5) lifts it.
 */
export function awaitsOnlinePayment(o: OrderPaymentFacts): boolean {
  if (o.payBill === OPEN_ORDER_PAY_BILL || o.paymentType === null) return false;
  return PREPAID_PAYMENT_TYPES.includes(o.paymentType) && orderPaymentState(o) !== 'paid';
}

/** The payment types staff may switch an accepted order to when its online payment fell through. */
export const PAID_ON_DELIVERY_TYPES: readonly number[] = [
  PAYMENT_TYPE.CASH,
  PAYMENT_TYPE.OTHER,
  PAYMENT_TYPE.CARD_MACHINE,
];

const STATE_LABELS: Readonly<Record<OrderPaymentState, MessageKey>> = {
  paid: 'paymentStatePaid',
  pending: 'paymentStatePending',
  refunded: 'paymentStateRefunded',
  failed: 'paymentStateFailed',
};

/** Label of an order's payment state: 'Pago', 'Pagamento pendente', 'Estornado', 'Pagamento não aprovado'. */
export function orderPaymentStateLabelKey(state: OrderPaymentState): MessageKey {
  return STATE_LABELS[state];
}

/** The most a cash customer may say they pay with: the total plus the largest change (decision 067). */
export function changeMaxCents(totalCents: number): number {
  return totalCents + CHANGE_MAX_EXTRA_CENTS;
}

/**
 * Cash "change for": at least the total (else no change can be given) and at most the total plus
 * R$ 500,00 (a courier carries no more). null when fine, or when no change is asked.
 */
export function validateChange(
  payWithCents: number | null,
  totalCents: number,
): 'changeTooLow' | 'changeTooHigh' | null {
  if (payWithCents === null) return null;
  if (payWithCents < totalCents) return 'changeTooLow';
  return payWithCents > changeMaxCents(totalCents) ? 'changeTooHigh' : null;
}
