// The store-wide minimum order (settings min_order, decision 064), pure: the checkout refuses below
// it and the cart says how much is missing before the customer taps to order.

/**
 * Cents still missing to reach the minimum, or 0 when it is met or does not apply. It counts the
 * products' subtotal (before the delivery fee and any discount) and applies to delivery and pickup
 * orders (delivery_type 1) placed by the customer: a table or counter order (2) and an order taken
 * by staff are not held to it.
 */
export function minOrderShortfall(args: {
  minOrderCents: number;
  subtotalCents: number;
  deliveryType: number | undefined;
  staff: boolean;
}): number {
  if (args.minOrderCents <= 0 || args.staff || args.deliveryType === 2) return 0;
  return Math.max(0, args.minOrderCents - args.subtotalCents);
}
