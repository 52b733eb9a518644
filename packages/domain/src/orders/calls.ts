import { defineCall } from '../contract-types.ts';
import {
  CancelOrderManagerBody,
  MyDeliveryBody,
  MyDeliveryResponse,
  OrderListBody,
  OrderListResponse,
  OrderPaymentBody,
  OrderResponse,
  OrderSendBody,
  ReadOrderBody,
  ReadOrderNoTokenBody,
  UpdateOrderBody,
} from './schemas.ts';

export const ordersCalls = {
  'v2/orderdelivery': defineCall({
    name: 'v2/orderdelivery',
    level: 'user',
    summary:
      'Places an order from a cart: prices it on the server, takes stock under row locks, checks open hours, pending orders and the customer data rules. The order starts pending (2) without a payment type.',
    body: OrderSendBody,
    response: OrderResponse,
  }),
  'v2/orderdeliverypayment': defineCall({
    name: 'v2/orderdeliverypayment',
    level: 'user',
    summary:
      "Sets how the customer's own pending order is paid: cash (0, with change), card on delivery (1, brand) or payment link (4).",
    body: OrderPaymentBody,
    response: OrderResponse,
  }),
  readorder: defineCall({
    name: 'readorder',
    level: 'user',
    summary: "One of the customer's own orders at this place (staff read any order of the place).",
    body: ReadOrderBody,
    response: OrderResponse,
  }),
  readordernotoken: defineCall({
    name: 'readordernotoken',
    level: 'anonymous',
    summary: "An order read through its share link's authCode, without a token.",
    body: ReadOrderNoTokenBody,
    response: OrderResponse,
  }),
  mydelivery: defineCall({
    name: 'mydelivery',
    level: 'user',
    summary: "The customer's orders at this place, newest first, 30 a page.",
    body: MyDeliveryBody,
    response: MyDeliveryResponse,
  }),
  'admin/updateorder': defineCall({
    name: 'admin/updateorder',
    level: 'manager',
    summary: "Moves an order of the manager's place along its status machine; every change is kept in its history.",
    body: UpdateOrderBody,
    response: OrderResponse,
  }),
  'manager/cancelordermanager': defineCall({
    name: 'manager/cancelordermanager',
    level: 'manager',
    summary: 'Cancels an order of the place with a reason and an observation; stock and coupon use are given back.',
    body: CancelOrderManagerBody,
    response: OrderResponse,
  }),
  'manager/getorderlist': defineCall({
    name: 'manager/getorderlist',
    level: 'manager',
    summary:
      "The manager's place orders between two São Paulo days (default today), optionally by status and delivery type, newest first, at most 200.",
    body: OrderListBody,
    response: OrderListResponse,
  }),
};
