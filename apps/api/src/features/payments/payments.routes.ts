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
    'payments/buyers': p.ensureBuyer,
    'payments/cards/buyer': p.associateCard,
    'payments/cards/token-credentials': p.readTokenCredentials,
    'payments/transactions/buyer': p.chargeCard,
    'payments/transactions/v2/card-token': p.chargeToken,
    'payments/transactions/v2/pix': p.chargePix,
    'payments/transactions/get': p.readTransaction,
    'payments/transactions/v2/void': p.voidTransaction,
    'payments/transactions/qrcode': p.readPixQrCode,
    'payments/cards/list': p.listCards,
    'payments/cards/delete': p.deleteCard,
    'payments/sellers/get': p.readSeller,
    'payments/cancelpayment': p.cancelPayment,
    'payments/cardmachine/result': p.recordCardMachineResult,
    'payments/order': p.readOrderPayment,
  };
}
