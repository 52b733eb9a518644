// The payments feature's public entry: payment calls, cards, Pix, the card machine and the payment
// choice kept for this visit.
export {
  associateCard,
  type Card,
  cancelPayment,
  cardsQuery,
  chargeCardToken,
  chargeSavedCard,
  createPix,
  credentialsQuery,
  deleteCard,
  readPixCode,
  readTransaction,
  reportCardMachine,
  sellerQuery,
  TokenizeError,
  tokenizeCard,
} from './api/payment-calls.ts';
export { BrandBadge } from './components/brand-badge.tsx';
export { CardForm } from './components/card-form.tsx';
export { CheckoutResult, resultOf } from './components/checkout-result.tsx';
export { default as PaymentExtras } from './components/payment-extras.tsx';
export { default as paymentsStyles } from './components/payments.module.css';
export { cancelReason, finishedByPayments, finishPayment, PaymentFailure } from './lib/finish-payment.ts';
export { paymentsNavigation } from './lib/navigation.ts';
export { paymentChoice, paymentStore, usePaymentChoice } from './lib/payment-store.ts';
export { requestPinpadCharge } from './lib/pinpad-host.ts';
