import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { browserStore } from '../../../lib/storage.ts';

// Payment choices of this visit. Spec 1 §4: only the online type (2) is persisted (browser keys
// `paymentType` and `cardBrand`); cash, card on delivery and link are asked again on a new visit.

export type CheckoutState = {
  paymentType: number;
  /** Card brand paid on delivery (type 1). */
  ccBrand: string | null;
  /** Cash: what the customer pays with, in cents; null when no change is needed. */
  changeCents: number | null;
  /** The customer answered the change dialog for the current cash choice. */
  changeAsked: boolean;
};

function initial(): CheckoutState {
  const stored = browserStore.getState().paymentType;
  return {
    paymentType: stored === PAYMENT_TYPE.ONLINE_CARD ? stored : PAYMENT_TYPE.UNSET,
    ccBrand: null,
    changeCents: null,
    changeAsked: false,
  };
}

export const checkoutStore = createStore<CheckoutState>()(() => initial());

export const checkout = {
  choose(paymentType: number, ccBrand: string | null = null) {
    checkoutStore.setState({ paymentType, ccBrand, changeCents: null, changeAsked: false });
    browserStore.getState().set('paymentType', paymentType === PAYMENT_TYPE.ONLINE_CARD ? paymentType : null);
  },
  setChange(changeCents: number | null) {
    checkoutStore.setState({ changeCents, changeAsked: true });
  },
  reset() {
    checkoutStore.setState({ paymentType: PAYMENT_TYPE.UNSET, ccBrand: null, changeCents: null, changeAsked: false });
    browserStore.getState().set('paymentType', null);
    browserStore.getState().set('cardBrand', null);
  },
};

export function useCheckout<T>(selector: (s: CheckoutState) => T): T {
  return useStore(checkoutStore, selector);
}
