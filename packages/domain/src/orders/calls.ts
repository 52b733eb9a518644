import { defineCalls } from '../contract-types.ts';
import { ordersRoutes } from './routes.ts';
import {
  CancelOrderManagerBody,
  MyDeliveryBody,
  MyDeliveryResponse,
  OrderListBody,
  OrderListResponse,
  OrderPaymentBody,
  OrderResponse,
  OrderSendBody,
  PlaceRatingsBody,
  PlaceRatingsResponse,
  RateOrderBody,
  RateOrderResponse,
  ReadOrderBody,
  ReadOrderNoTokenBody,
  UpdateOrderBody,
} from './schemas.ts';

export const ordersCalls = defineCalls(ordersRoutes, {
  'v2/orderdelivery': {
    summary:
      'Places an order from a cart: prices it on the server, takes stock under row locks, checks open hours, pending orders and the customer data rules. The order starts pending (2) without a payment type.',
    body: OrderSendBody,
    response: OrderResponse,
  },
  'v2/orderdeliverypayment': {
    summary:
      "Sets how the customer's own pending order is paid: cash (0, with change), card on delivery (1, brand) or payment link (4).",
    body: OrderPaymentBody,
    response: OrderResponse,
  },
  readorder: {
    summary: "One of the customer's own orders at this place (staff read any order of the place).",
    body: ReadOrderBody,
    response: OrderResponse,
  },
  readordernotoken: {
    summary: "An order read through its share link's authCode, without a token.",
    body: ReadOrderNoTokenBody,
    response: OrderResponse,
  },
  mydelivery: {
    summary: "The customer's orders at this place, newest first, 30 a page.",
    body: MyDeliveryBody,
    response: MyDeliveryResponse,
  },
  'admin/updateorder': {
    summary: "Moves an order of the manager's place along its status machine; every change is kept in its history.",
    body: UpdateOrderBody,
    response: OrderResponse,
  },
  'manager/cancelordermanager': {
    summary: 'Cancels an order of the place with a reason and an observation; stock and coupon use are given back.',
    body: CancelOrderManagerBody,
    response: OrderResponse,
  },
  'manager/getorderlist': {
    summary:
      "The manager's place orders between two São Paulo days (default today), optionally by status and delivery type, newest first, at most 200.",
    body: OrderListBody,
    response: OrderListResponse,
  },
  'order/rate': {
    summary:
      'The customer rates one of their own delivered orders once: 1 to 5 stars and an optional comment of up to 500 characters.',
    body: RateOrderBody,
    response: RateOrderResponse,
  },
  'manager/ratings': {
    summary: "The manager's place rating average over the last days (default 30) and its latest 20 ratings.",
    body: PlaceRatingsBody,
    response: PlaceRatingsResponse,
  },
});
