// Payments: cards, card charges, Pix, the card machine, transactions and the provider's webhooks.
export { registerPaymentsHttp } from './payments.http.ts';
export { createPaymentsRepo } from './payments.repo.ts';
export { paymentsRoutes } from './payments.routes.ts';
export { createPaymentsService, type PaymentsService } from './payments.service.ts';
