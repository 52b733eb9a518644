import { budgetPaymentType, openOrderPayment, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { type PlaceRules, paymentOptions } from './checkout-rules.ts';

// The cart's payment-type rules of spec 1 §4, as pure functions (the server applies the same ones):
// a budget forces type 4; type 2 resets when online payment becomes unavailable; with an open order
// an unset type becomes 2 with pay_bill 2.

/**
 * The type the cart's choice must move to, or null to keep it: 4 while the budget flag is on;
 * unset when 2 is chosen and online card payment is no longer offered (once the offer is known).
 */
export function paymentTypeCorrection(state: {
  type: number;
  budget: boolean;
  onlineTypes: readonly number[];
  /** The online offer is known (the seller's settings answered, or there is no seller). */
  onlineReady: boolean;
}): number | null {
  if (state.budget) return state.type === PAYMENT_TYPE.LINK ? null : PAYMENT_TYPE.LINK;
  if (state.onlineReady && state.type === PAYMENT_TYPE.ONLINE_CARD && !state.onlineTypes.includes(state.type))
    return PAYMENT_TYPE.UNSET;
  return null;
}

/** The chooser's options: a budget offers only 4 (payment link / to be defined). */
export function paymentChoices(place: PlaceRules, onlineTypes: readonly number[], budget: boolean): number[] {
  return budget ? [PAYMENT_TYPE.LINK] : paymentOptions(place, onlineTypes);
}

/**
 * What the order is sent and paid with: a budget pays by link (4); an order joining the person's
 * open order with no type chosen goes on the bill (2 with pay_bill 2) while online card payment is
 * offered; otherwise the choice as it is.
 */
export function effectivePayment(state: {
  chosen: number;
  budget: boolean;
  openOrder: boolean;
  onlineTypes: readonly number[];
}): { type: number; payBill: number | null } {
  const type = budgetPaymentType(state.chosen, state.budget);
  return openOrderPayment(
    { type, payBill: null },
    {
      openOrder: state.openOrder && !state.budget,
      onlineAvailable: state.onlineTypes.includes(PAYMENT_TYPE.ONLINE_CARD),
    },
  );
}
