import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The payments list (decision 120): one read, keyed by its filters and the manager token, and the
// board's cancel call (the payments port voids the order's live charges).

export type PaymentListAnswer = CallResult<'paymentlist'>;
export type PaymentListOrder = PaymentListAnswer['orders'][number];
export type PaymentListFilter = CallBody<'paymentlist'>;

export const readPaymentList = (filter: PaymentListFilter) => api.call('paymentlist', filter);

export function paymentListQuery(filter: PaymentListFilter, managerToken: string | null) {
  return queryOptions({
    queryKey: ['paymentlist', filter, managerToken],
    queryFn: () => readPaymentList(filter),
    enabled: !!managerToken,
    staleTime: 0,
    retry: false,
  });
}

export const cancelOrder = (body: CallBody<'manager/cancelordermanager'>) =>
  api.call('manager/cancelordermanager', body).then((r) => r.order);
