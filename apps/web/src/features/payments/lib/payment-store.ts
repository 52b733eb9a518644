import { DEFAULT_INSTALLMENTS } from '@app/domain/shared/constants';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { browserStore } from '../../../lib/storage.ts';
import type { Card } from '../api/payment-calls.ts';

// The online card chosen for this visit (spec 1 §4): a saved card (Payment screen) or a card
// tokenised on NewCreditCard without saving it. Card data is never kept: only the provider's card
// id or single-use token, the brand and the last four digits. The brand is the `cardBrand` browser key.

export type ChosenCard =
  | { kind: 'saved'; cardId: string; brand: string; last4: string; description: string }
  | { kind: 'token'; token: string; brand: string; last4: string };

export type PaymentChoice = {
  card: ChosenCard | null;
  /** 1 = one payment; 0 = debit (card machine only). */
  installments: number;
};

export const paymentStore = createStore<PaymentChoice>()(() => ({ card: null, installments: DEFAULT_INSTALLMENTS }));

export const paymentChoice = {
  chooseCard(card: ChosenCard) {
    paymentStore.setState({ card });
    browserStore.getState().set('cardBrand', card.brand);
  },
  /** A card of the buyer's wallet, as the payments service lists it. */
  chooseSavedCard(card: Card) {
    paymentChoice.chooseCard({
      kind: 'saved',
      cardId: card._id,
      brand: card.card_brand,
      last4: card.last4_digits,
      description: card.description,
    });
  },
  setInstallments(installments: number) {
    paymentStore.setState({ installments });
  },
  /** After an order (success or not) and on logout: a token is single-use. */
  reset() {
    paymentStore.setState({ card: null, installments: DEFAULT_INSTALLMENTS });
  },
  forgetCard(cardId: string) {
    const { card } = paymentStore.getState();
    if (card?.kind === 'saved' && card.cardId === cardId) paymentStore.setState({ card: null });
  },
};

export function usePaymentChoice<T>(selector: (s: PaymentChoice) => T): T {
  return useStore(paymentStore, selector);
}
