import { browserStore } from '../../../lib/storage.ts';
import { cart } from '../../cart/index.ts';
import { checkout } from './checkout-store.ts';

/**
 * A 'product_change' answer (spec 1 §4): cart, coupon, budget, no-expire flag and options go.
 * The budget and no-expire flags are cart options, so clearing the cart clears them too.
 */
export function resetCartAfterProductChange(): void {
  cart.clear();
  browserStore.getState().set('coupon', null);
  browserStore.getState().set('discounts', null);
}

/** After an order is placed (spec 1 §4 "Checkout"): cart, order, payments, attendancy, consume place. */
export function clearAfterOrder(): void {
  cart.clear();
  checkout.reset();
  const state = browserStore.getState();
  state.set('coupon', null);
  state.set('discounts', null);
  state.set('attendancy', null);
  state.set('consumePlaceHistory', []);
}
