import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Open accounts (decision 070): the calls of the guest's account screen, the QR entry and the
// staff list. Each is a fetcher; the reads also have query options.

export type OpenOrder = CallResult<'openorder/get'>['order'];
export type OpenOrderSummary = CallResult<'openorder/list'>['orders'][number];
export type CheckAnswer = CallResult<'openorder/check'>;

export const readOpenOrder = (order_id: string) => api.call('openorder/get', { order_id }).then((r) => r.order);
export const listOpenOrders = () => api.call('openorder/list', {}).then((r) => r.orders);
export const checkNumber = (body: CallBody<'openorder/check'>) => api.call('openorder/check', body);
export const assignOpenOrder = (body: CallBody<'openorder/assign'>) => api.call('openorder/assign', body);
export const checkInvite = (body: CallBody<'openorder/invite'>) =>
  api.call('openorder/invite', body).then((r) => r.order);
export const callWaiter = (order_id: string) => api.call('makerequest', { order_id }).then((r) => r.order);
export const requestBill = (body: CallBody<'requestbill'>) => api.call('requestbill', body).then((r) => r.order);
export const updateOpenOrder = (body: CallBody<'openorder/update'>) =>
  api.call('openorder/update', body).then((r) => r.order);
export const finishOpenOrder = (body: CallBody<'admin/finishopenorder'>) =>
  api.call('admin/finishopenorder', body).then((r) => r.order);

/** Keyed by token: another person's session never reads this one's cached account. */
export function openOrderQuery(orderId: string, token: string | null) {
  return queryOptions({
    queryKey: ['openorder', orderId, token],
    queryFn: () => readOpenOrder(orderId),
    enabled: !!token && !!orderId,
    retry: false,
    staleTime: 0,
  });
}

export function openOrderListQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['openorder-list', managerToken],
    queryFn: listOpenOrders,
    enabled: !!managerToken,
    staleTime: 0,
  });
}
