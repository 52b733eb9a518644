import type { Order } from '@app/domain/orders/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callAs } from './call-as.ts';

export type { Order };
export type OrderLine = Order['products'][number];
export type OrderHistoryEntry = Order['history'][number];

/** What v2/orderdelivery takes (spec 1 §3 "Order send payload"); money in reais. */
export type OrderSendBody = {
  products: {
    product_id: string;
    quantity: number;
    combo?: unknown[];
    service_type_id?: string | null;
    manager_price?: number | null;
    observation?: string;
  }[];
  delivery_type: 1 | 2;
  address_id?: string;
  pickupplace?: string;
  phone?: string;
  cpf?: string;
  email?: string;
  birthdate?: string;
  observacao?: { author?: string; text: string };
  deliveryagenda_date?: string;
  deliveryagenda_id?: string;
  payment_type?: number;
  budget?: boolean;
  dont_expire?: boolean;
  expire_in?: number;
};

export type OrderPaymentBody = {
  order_id: string;
  payment_type: number;
  cc_brand?: string;
  /** Reais the customer pays with (cash). */
  change?: number;
  pay_bill?: number;
  installments?: number;
};

type OrderAnswer = { order: Order };
export type MyDeliveryPage = { orders: Order[]; page: number; has_more: boolean };

export const sendOrder = (body: OrderSendBody) => callAs<OrderAnswer>('v2/orderdelivery', body);
export const payOrder = (body: OrderPaymentBody) => callAs<OrderAnswer>('v2/orderdeliverypayment', body);
export const applyOrderCoupon = (order_id: string, cupom: string, cupom_type?: 'CASHBACK') =>
  callAs<unknown>('v2/orderdeliverycupom', { order_id, cupom, ...(cupom_type ? { cupom_type } : {}) });
export const readOrder = (order_id: string) => callAs<OrderAnswer>('readorder', { order_id }).then((r) => r.order);
export const readOrderNoToken = (order_id: string, authCode: string) =>
  callAs<OrderAnswer>('readordernotoken', { order_id, authCode }).then((r) => r.order);
export const myDelivery = (page: number) => callAs<MyDeliveryPage>('mydelivery', { page });

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
