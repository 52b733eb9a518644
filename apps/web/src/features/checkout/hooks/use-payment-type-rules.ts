import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { useEffect } from 'react';
import { paymentChoice } from '../../payments/index.ts';
import { checkout, useCheckout } from '../lib/checkout-store.ts';
import { paymentTypeCorrection } from '../lib/payment-rules.ts';

/**
 * Keeps the cart's payment choice within the rules (spec 1 §4): a budget forces type 4; type 2
 * resets (with its chosen card) when online payment becomes unavailable — a login or a refresh of
 * a person blocked by the back office, or past a first purchase under first_purchase_block.
 */
export function usePaymentTypeRules(budget: boolean, online: { types: readonly number[]; ready: boolean }) {
  const type = useCheckout((s) => s.paymentType);
  const offered = online.types.join(',');
  useEffect(() => {
    const next = paymentTypeCorrection({
      type,
      budget,
      onlineTypes: offered ? offered.split(',').map(Number) : [],
      onlineReady: online.ready,
    });
    if (next === null) return;
    if (next === PAYMENT_TYPE.UNSET) {
      checkout.reset();
      paymentChoice.reset();
    } else checkout.choose(next);
  }, [type, budget, offered, online.ready]);
}
