import { z } from 'zod';
import { ComboChoice } from '../catalogue/schemas.ts';
import {
  boundedInt,
  boundedNumber,
  boundedReais,
  LINE_QUANTITY_MAX,
  ORDER_LINES_MAX,
  ORDER_TOTAL_MAX_CENTS,
  PRICE_MAX_CENTS,
  wholeNumberMessage,
} from '../shared/bounds.ts';
import { formatMessage } from '../shared/messages.ts';
import { plainText } from '../shared/zod-rules.ts';
import { SplitChoice, SplitResult } from '../split-rules/schemas.ts';
import { SupplierId } from '../users/team-schemas.ts';

/** 1 delivery (or pickup, with a pickupplace), 2 local / service / comanda (spec 1 §3 "Cart"). */
export const DeliveryType = z.union([z.literal(1), z.literal(2)], {
  error: wholeNumberMessage('fieldDeliveryType', 1, 2),
});
export type DeliveryType = z.infer<typeof DeliveryType>;

/** One cart line as the browser sends it. Prices never travel this way: the server prices lines. */
export const CartLine = z.object({
  product_id: z.string().uuid(),
  /** Units; each place caps it lower (settings max_quantity_per_item, decision 051). */
  quantity: boundedInt('fieldQuantity', 0, LINE_QUANTITY_MAX),
  combo: z.array(ComboChoice).max(50).optional(),
  service_type_id: plainText(100).nullable().optional(),
  /** Reais; honoured only when the request carries the place's manager token. */
  manager_price: boundedReais('fieldManagerPrice', PRICE_MAX_CENTS).nullable().optional(),
  observation: plainText(500).optional(),
  /** A service's supplier (place_members.supplier_id); null or absent: the clinic itself. */
  service_supplier_id: SupplierId.nullable().optional(),
});
export type CartLine = z.infer<typeof CartLine>;

/** What a cart and an order have in common: lines, kind, where, coupon and manager discounts. */
export const CartBase = z.object({
  products: z.array(CartLine).max(ORDER_LINES_MAX, formatMessage('maxLinesPerOrder', { max: ORDER_LINES_MAX })),
  delivery_type: DeliveryType.optional(),
  /** The user's saved address (delivery only). */
  address_id: z.string().uuid().optional(),
  /** Set for pickup: no address, no delivery fee. */
  pickupplace: plainText(200).optional(),
  cupom: plainText(40).optional(),
  /** Manager only; mutually exclusive with flat_discount. Percent 0..100. */
  percent_discount: boundedNumber('fieldPercentDiscount', 0, 100).optional(),
  /** Manager only; reais. */
  flat_discount: boundedReais('fieldFlatDiscount', ORDER_TOTAL_MAX_CENTS).optional(),
  /** Clinic carts: the chosen split rule set and (staff only) the editor's changes. */
  ...SplitChoice,
});

export const CartValidateBody = CartBase;

/** Why no more units of a line may be added, for the storefront's disabled '+' button. */
export const AddBlock = z.enum(['stockInsufficient', 'maxQuantity']).nullable();

export const ValidatedLine = z.object({
  product_id: z.string(),
  code: z.string(),
  productname: z.string(),
  photo: z.string().nullable(),
  quantity: z.number().int(),
  /** Reais: the product's price (or the manager price) plus its combo extras. */
  unit_price: z.number(),
  line_total: z.number(),
  /** Human lines such as '2x Coca-Cola (+R$ 4,00)', in session order. */
  combo_summary: z.array(z.string()),
  service_type_id: z.string().nullable(),
  add_block: AddBlock,
});
export type ValidatedLine = z.infer<typeof ValidatedLine>;

export const CartValidateResponse = z.object({
  products: z.array(ValidatedLine),
  items_count: z.number().int(),
  /** All money in reais. */
  subtotal: z.number(),
  delivery_fee: z.number(),
  /** True when the address's district delivers for free. */
  delivery_free: z.boolean(),
  desconto: z.number(),
  total_payable: z.number(),
  cupom: z.string().nullable(),
  cupom_type: z.string().nullable(),
  /** The coupon's refusal, shown in the cart; the cart itself stays valid. */
  cupons_error: z.string().nullable(),
  /** -1 ok; 1007 loyalty balance below cashback_min_saque (spec 1 §4). */
  cupons_error_code: z.number().int(),
  /** The split computed by the server (service-supplier places with a set for this cart). */
  split_rules: SplitResult.nullable(),
  /** Why the chosen split cannot apply; the cart's split editor opens again (spec 2 §4). */
  split_error: z.string().nullable(),
});
export type CartValidateResponse = z.infer<typeof CartValidateResponse>;
