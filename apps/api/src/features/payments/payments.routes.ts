import type { Handlers } from '../../platform/http.ts';
import type { PaymentsService } from './payments.service.ts';

export type PaymentsCalls =
  | 'payments/buyers'
  | 'payments/cards/buyer'
  | 'payments/cards/token-credentials'
  | 'payments/transactions/buyer'
  | 'payments/transactions/v2/card-token'
  | 'payments/transactions/v2/pix'
  | 'payments/transactions/get'
  | 'payments/transactions/v2/void'
  | 'payments/transactions/qrcode'
  | 'payments/cards/list'
  | 'payments/cards/delete'
  | 'payments/sellers/get'
  | 'payments/cancelpayment'
  | 'payments/cardmachine/result'
  | 'payments/order';

export function paymentsRoutes(s: { payments: PaymentsService }): Pick<Handlers, PaymentsCalls> {
  const p = s.payments;
  return {
    'payments/buyers': p.buyers,
    'payments/cards/buyer': p.associateCard,
    'payments/cards/token-credentials': p.tokenCredentials,
    'payments/transactions/buyer': p.chargeCard,
    'payments/transactions/v2/card-token': p.chargeToken,
    'payments/transactions/v2/pix': p.pix,
    'payments/transactions/get': p.transaction,
    'payments/transactions/v2/void': p.voidTransaction,
    'payments/transactions/qrcode': p.qrcode,
    'payments/cards/list': p.listCards,
    'payments/cards/delete': p.deleteCard,
    'payments/sellers/get': p.seller,
    'payments/cancelpayment': p.cancelPayment,
    'payments/cardmachine/result': p.cardMachineResult,
    'payments/order': p.orderState,
  };
}
