// Payments: cards, card charges, Pix, the card machine, transactions and the provider's webhooks.
/** What payments serve besides calls: the provider's webhook and the sandbox's pages. */

export type { OnlinePaymentChoice } from './online-choice.ts';
export { registerPaymentsHttp as register } from './payments.http.ts';
export { createPaymentsRepo } from './payments.repo.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentsService, type PaymentsService } from './payments.service.ts';
