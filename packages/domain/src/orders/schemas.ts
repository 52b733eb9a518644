import { z } from 'zod';
import { CartBase, DeliveryType } from '../cart/schemas.ts';
import { ORDER_PAYMENT_STATES } from '../payments/rules.ts';
import { BookingChoice } from '../scheduling/schemas.ts';
import { boundedDay, boundedInstant, boundedInt, boundedReais, ORDER_TOTAL_MAX_CENTS } from '../shared/bounds.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { validateBirthdate } from '../users/rules.ts';
import { RATING_COMMENT_MAX, RATING_STARS_MAX, RATING_STARS_MIN } from './rules.ts';

const OrderId = z.string().uuid();

/** v2/orderdelivery: the cart plus who and when (spec 1 §3 "Order send payload"). */
export const OrderSendBody = CartBase.extend({
  delivery_type: DeliveryType,
  phone: plainText(20).optional(),
  cpf: plainText(20).optional(),
  email: plainText(254).optional(),
  /** YYYY-MM-DD, 1910-01-01 to today; required or not is the place's rule (checked by the server). */
  birthdate: checked(plainText(10), (v) => validateBirthdate(v, new Date(), { required: false })).optional(),
  observacao: z.object({ author: plainText(120).optional(), text: plainText(500) }).optional(),
  /** The scheduled slot chosen from getagenda (ISO date-time with offset). */
  deliveryagenda_date: boundedInstant('fieldScheduledFor').optional(),
  deliveryagenda_id: plainText(100).optional(),
  /** The payment type the customer intends (rules such as the CPF exemption of type 4 use it). */
  payment_type: boundedInt('fieldPaymentType', -2, 5).optional(),
  budget: z.boolean().optional(),
  dont_expire: z.boolean().optional(),
  /** Hours (manager only). */
  expire_in: boundedInt('fieldExpireIn', 1, 999 * 720).optional(),
  /** Clinic: the time the cart's service is booked at (decision 125); the order creates the attendancy. */
  attendancy: BookingChoice.optional(),
});

export const OrderPaymentBody = z.object({
  order_id: OrderId,
  payment_type: boundedInt('fieldPaymentType', -2, 5),
  /** Card brand paid on delivery (type 1). */
  cc_brand: plainText(40).optional(),
  /** Cash: the amount the customer pays with, in reais (change is given back). */
  change: boundedReais('fieldChange', ORDER_TOTAL_MAX_CENTS).optional(),
  /** 2: the order goes on the customer's open order's bill (with payment_type 2; spec 1 §4). */
  pay_bill: boundedInt('fieldPayBill', 0, 9).optional(),
  installments: boundedInt('fieldInstallments', 0, 24).optional(),
});

export const OrderLine = z.object({
  product_id: z.string().nullable(),
  code: z.string(),
  productname: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  line_total: z.number(),
  combo_summary: z.array(z.string()),
  /** The combo's choices by session (kitchen display, ticket): 'Escolha o prato' → 1x Lasanha. */
  combo_sessions: z.array(
    z.object({
      /** The combo session and item ids as sold: 'Pedir de novo' puts the same choices in the cart. */
      session_id: z.string(),
      title: z.string(),
      items: z.array(z.object({ item_id: z.string(), name: z.string(), qtd: z.number().int() })),
    }),
  ),
  observation: z.string().nullable(),
});

export const OrderAddress = z.object({
  address_cep: z.string().nullable(),
  address_street: z.string(),
  address_number: z.string(),
  address_cmplt: z.string().nullable(),
  address_district: z.string(),
  address_city: z.string(),
  address_state: z.string(),
});

export const OrderStatusEntry = z.object({
  status: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  /** Who changed it (a staff member's name), null for the customer or the system. */
  by: z.string().nullable(),
  reason: z.string().nullable(),
});

/** The customer's rating of a delivered order (one per order). */
export const OrderRating = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  /** ISO instant. */
  at: z.string(),
});

/** An order as the customer's screens and the order board read it (spec 1 §3 "Order"). */
export const Order = z.object({
  _id: z.string(),
  /** Short number per place, shown as '#123'. */
  number: z.number().int(),
  status: z.number().int(),
  restaurant_id: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  delivery_type: z.number().int(),
  pickup: z.boolean(),
  pickupplace: z.string().nullable(),
  address_data: OrderAddress.nullable(),
  deliveryagenda_date: z.string().nullable(),
  products: z.array(OrderLine),
  /** Money in reais. */
  subtotal: z.number(),
  delivery_fee: z.number(),
  desconto: z.number(),
  total_payable: z.number(),
  cupom: z.string().nullable(),
  /** Null until v2/orderdeliverypayment. */
  payment_type: z.number().int().nullable(),
  /** 2 when the order is paid with its open order's bill (spec 1 §4), else null. */
  pay_bill: z.number().int().nullable(),
  /**
   * The online payment as staff must see it (decision 050): 'paid', 'pending', 'refunded' (the
   * paying charge was voided or refunded) or 'failed'; null when the order is not paid online.
   */
  payment_status: z.enum(ORDER_PAYMENT_STATES).nullable(),
  cc_brand: z.string().nullable(),
  change: z.number().nullable(),
  /** Card instalments chosen at checkout (online card), null when none were chosen. */
  installments: z.number().int().nullable(),
  observacao: z.object({ autor: z.string().nullable(), observacao: z.string() }).nullable(),
  first_order: z.boolean(),
  anonymous: z.boolean(),
  budget: z.boolean(),
  expire_date: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(OrderStatusEntry),
  /** Secret of the share links /meu-pedido/{id}?authCode and /checkout/{id}?authCode (owner and staff only). */
  auth_code: z.string().nullable(),
  /**
   * Set when the place's staff placed the order for the customer (acting as them, or with a
   * manager token): the customer's screens say so (decision 046). `name` is the staff member's.
   */
  placed_by_staff: z.object({ name: z.string().nullable(), place: z.string() }).nullable(),
  /** The customer's stars and comment once the delivered order was rated, else null. */
  rating: OrderRating.nullable(),
  /** The open account (table, tab, room) this order is a round or a bill part of: 'Mesa 5' on boards. */
  open_order: z.object({ _id: z.string(), number: z.string() }).nullable().optional(),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ order: Order });

export const ReadOrderBody = z.object({ order_id: OrderId });
export const ReadOrderNoTokenBody = z.object({ order_id: OrderId, authCode: plainText(64).min(1) });

export const MyDeliveryBody = z.object({ page: boundedInt('fieldPage', 1, 100_000).default(1) });
export const MyDeliveryResponse = z.object({ orders: z.array(Order), page: z.number().int(), has_more: z.boolean() });

export const UpdateOrderBody = z.object({
  order_id: OrderId,
  status: boundedInt('fieldStatus', 0, 7),
  reason: plainText(500).optional(),
});

export const CancelOrderManagerBody = z.object({
  order_id: OrderId,
  reason_cancel: plainText(200).min(1),
  cancel_obs: plainText(1000).optional(),
});

/** Board lists are bounded: at most this many orders per answer (newest first). */
export const ORDER_LIST_MAX = 200;

/** manager/getorderlist (spec 3 §7.1): the place's orders between two local (São Paulo) days. */
export const OrderListBody = z.object({
  /** 'YYYY-MM-DD' (2000-01-01 to 2100-12-31), inclusive; default today in America/Sao_Paulo. */
  begin: boundedDay('fieldBegin').optional(),
  /** 'YYYY-MM-DD' (2000-01-01 to 2100-12-31), inclusive; default `begin`. */
  end: boundedDay('fieldEnd').optional(),
  /** Statuses to list; all when absent or empty. */
  attendancies: z
    .array(boundedInt('fieldStatus', 0, 7))
    .max(8)
    .optional(),
  /** Delivery type (1 delivery, 2 pickup); both when absent. */
  type: boundedInt('fieldDeliveryType', 1, 2).optional(),
  /** Groups by payment type (unpaid last), newest first inside each group. */
  order_by_payment: z.boolean().optional(),
});
export const OrderListResponse = z.object({
  orders: z.array(Order),
  /** True when more than ORDER_LIST_MAX orders matched (the oldest were left out). */
  truncated: z.boolean(),
});

/** order/rate: the customer rates their own delivered order once. */
export const RateOrderBody = z.object({
  order_id: OrderId,
  stars: boundedInt('fieldStars', RATING_STARS_MIN, RATING_STARS_MAX),
  comment: plainText(RATING_COMMENT_MAX).optional(),
});
export const RateOrderResponse = z.object({ rating: OrderRating });

/** manager/ratings: the place's rating average and its latest ratings (owner's dashboard). */
export const PlaceRatingsBody = z.object({
  /** Days back from today, 1 to 365; default 30. */
  days: boundedInt('fieldDays', 1, 365).default(30),
});
export const PlaceRatingsResponse = z.object({
  /** Mean stars, one decimal; null without ratings in the period. */
  average: z.number().nullable(),
  count: z.number().int(),
  recent: z.array(
    OrderRating.extend({
      order_id: z.string(),
      number: z.number().int(),
      username: z.string().nullable(),
    }),
  ),
});
