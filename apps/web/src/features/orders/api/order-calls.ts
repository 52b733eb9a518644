import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Order = CallResult<'readorder'>['order'];
export type OrderLine = Order['products'][number];
export type OrderHistoryEntry = Order['history'][number];
/** What v2/orderdelivery takes (spec 1 §3 "Order send payload"); money in reais. */
export type OrderSendBody = CallBody<'v2/orderdelivery'>;
export type OrderPaymentBody = CallBody<'v2/orderdeliverypayment'>;
export type MyDeliveryPage = CallResult<'mydelivery'>;

export const sendOrder = (body: OrderSendBody) => api.call('v2/orderdelivery', body);
export const payOrder = (body: OrderPaymentBody) => api.call('v2/orderdeliverypayment', body);
export const readOrder = (order_id: string) => api.call('readorder', { order_id }).then((r) => r.order);
export const readOrderNoToken = (order_id: string, authCode: string) =>
  api.call('readordernotoken', { order_id, authCode }).then((r) => r.order);
export const myDelivery = (page: number) => api.call('mydelivery', { page });
export type OrderRating = NonNullable<Order['rating']>;
/** The customer's stars (1–5) and optional comment for a delivered order, once. */
export const rateOrder = (body: CallBody<'order/rate'>) => api.call('order/rate', body).then((r) => r.rating);

export function orderQuery(orderId: string, authCode: string | null, token: string | null) {
  return queryOptions({
    queryKey: ['order', orderId, authCode, token],
    queryFn: () => (token ? readOrder(orderId) : readOrderNoToken(orderId, authCode ?? '')),
    staleTime: 0,
  });
}

export function myOrdersQuery(page: number, token: string | null) {
  return queryOptions({
    queryKey: ['mydelivery', page, token],
    queryFn: () => myDelivery(page),
    staleTime: 10_000,
  });
}
