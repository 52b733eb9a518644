import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Paying an open account (decisions 110, 111): the bill's parts, paying one through the payments
// calls (the part is an order of its own), printing the bill and sending a round to the kitchen.

export type BillAnswer = CallResult<'v2/splitpayment'>;
export type BillPart = BillAnswer['parts'][number];
export type SavedCard = CallResult<'payments/cards/list'>['cards'][number];
export type PixTransaction = CallResult<'payments/transactions/qrcode'>['transaction'];

export const readBill = (order_id: string) => api.call('v2/splitpayment', { order_id });
export const makePart = (body: CallBody<'v2/splitpayment'>) => api.call('v2/splitpayment', body);
export const printBill = (order_id: string) => api.call('printbill', { order_id });
export const sendRoundToKitchen = (order_id: string) => api.call('order/pendingprint', { order_id });

/** Records how the part is paid (v2/orderdeliverypayment on the part's order). */
export const choosePartPayment = (order_id: string, payment_type: 0 | 2 | 3) =>
  api.call('v2/orderdeliverypayment', { order_id, payment_type });
export const mySavedCards = () => api.call('payments/cards/list', { buyerId: 'me' }).then((r) => r.cards);
export const payPartWithCard = (reference_id: string, card_id: string) =>
  api.call('payments/transactions/buyer', { reference_id, card_id, number_installments: 1 }).then((r) => r.transaction);
export async function payPartWithPix(reference_id: string): Promise<PixTransaction> {
  const created = await api.call('payments/transactions/v2/pix', { reference_id });
  return (await api.call('payments/transactions/qrcode', { id: created.transaction.transaction_id })).transaction;
}

/** Keyed by token; while a part is being paid the screen refetches it (the payment settles it). */
export function billQuery(orderId: string, token: string | null, polling: boolean) {
  return queryOptions({
    queryKey: ['openorder-bill', orderId, token],
    queryFn: () => readBill(orderId),
    enabled: !!token && !!orderId,
    retry: false,
    staleTime: 0,
    refetchInterval: polling ? 2000 : false,
  });
}

export function savedCardsQuery(token: string | null) {
  return queryOptions({ queryKey: ['open-order-cards', token], queryFn: mySavedCards, enabled: !!token });
}
