import { describe, expect, it } from 'vitest';
import { browserStore } from '../../../lib/storage.ts';
import { addableProduct } from '../../../test/fixtures.ts';
import { cart } from '../../cart/lib/cart-store.ts';
import { clearAfterOrder, resetCartAfterProductChange } from './cart-reset.ts';
import { checkout, checkoutStore } from './checkout-store.ts';

const product = addableProduct({ _id: '00000000-0000-4000-8000-000000000001' });

function fill() {
  cart.add(product, 2);
  cart.setOptions({ kind: 'now', phone: '(11) 98765-4321', budget: true, dont_expire: true });
  browserStore.getState().set('coupon', 'DESCONTO5');
  browserStore.getState().set('discounts', { percent_discount: 10 });
  checkout.choose(0);
  checkout.setChange(10000);
}

describe('cart resets (spec 1 §4)', () => {
  it("a 'product_change' answer clears cart, coupon, budget, no-expire flag and options", () => {
    fill();
    resetCartAfterProductChange();
    expect(browserStore.getState().cart).toBeNull();
    expect(browserStore.getState().coupon).toBeNull();
    expect(browserStore.getState().discounts).toBeNull();
    expect(cart.get().options).toEqual({});
  });

  it('a placed order clears cart, options, coupon and the payment choice', () => {
    fill();
    browserStore.getState().set('attendancy', 'a1');
    clearAfterOrder();
    expect(browserStore.getState().cart).toBeNull();
    expect(browserStore.getState().coupon).toBeNull();
    expect(browserStore.getState().attendancy).toBeNull();
    expect(checkoutStore.getState()).toMatchObject({ paymentType: -1, changeCents: null, changeAsked: false });
  });

  it('only the online card type is kept in the browser', () => {
    checkout.choose(0);
    expect(browserStore.getState().paymentType).toBeNull();
    checkout.choose(2);
    expect(browserStore.getState().paymentType).toBe(2);
    checkout.reset();
    expect(browserStore.getState().paymentType).toBeNull();
  });
});
