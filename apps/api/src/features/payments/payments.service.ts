import type { CallInput, CallResult } from '@app/domain';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { PaymentsCalls } from './payments.routes.ts';

type Fn<N extends PaymentsCalls> = (actor: Actor, input: CallInput<N>) => Promise<CallResult<N>>;

const unavailable = async (): Promise<never> => {
  throw new AppError('payment_unavailable', 'Forma de pagamento indisponível.', 409, {
    errorType: 'payment_unavailable',
  });
};

/** Skeleton while the service lands: every call answers 'Forma de pagamento indisponível.'. */
export function createPaymentsService() {
  return {
    buyers: unavailable as Fn<'payments/buyers'>,
    associateCard: unavailable as Fn<'payments/cards/buyer'>,
    tokenCredentials: unavailable as Fn<'payments/cards/token-credentials'>,
    chargeCard: unavailable as Fn<'payments/transactions/buyer'>,
    chargeToken: unavailable as Fn<'payments/transactions/v2/card-token'>,
    pix: unavailable as Fn<'payments/transactions/v2/pix'>,
    transaction: unavailable as Fn<'payments/transactions/get'>,
    voidTransaction: unavailable as Fn<'payments/transactions/v2/void'>,
    qrcode: unavailable as Fn<'payments/transactions/qrcode'>,
    listCards: unavailable as Fn<'payments/cards/list'>,
    deleteCard: unavailable as Fn<'payments/cards/delete'>,
    seller: unavailable as Fn<'payments/sellers/get'>,
    cancelPayment: unavailable as Fn<'payments/cancelpayment'>,
    cardMachineResult: unavailable as Fn<'payments/cardmachine/result'>,
    orderState: unavailable as Fn<'payments/order'>,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
