// The payments list of the counter: orders and their totals per payment type between two days.
export { createPaymentListRepo } from './payment-list.repo.ts';
export { paymentListRoutes } from './payment-list.routes.ts';
export { createPaymentListService, type PaymentListService } from './payment-list.service.ts';
