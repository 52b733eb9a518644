import { CART_BADGE_MAX } from '../shared/constants.ts';
import type { MessageKey } from '../shared/messages.ts';

// Pure cart rules shared by the storefront (to disable buttons at once) and the server (which
// re-checks everything: the client's word is never trusted). Spec 1 §4 "Cart rules of motion", §5.

/** What a product says about how many units may be sold (spec 1 §3 "Product"). */
export type StockInfo = {
  /** Null: stock is not tracked. */
  stock: number | null;
  safety_margin: number;
  sale_without_stock: boolean;
  /** Null or 0: no cap per order. */
  max_quantity: number | null;
};

/** Units that may still be sold: stock minus the safety margin; null when not limited by stock. */
export function sellableUnits(p: StockInfo): number | null {
  if (p.sale_without_stock || p.stock === null) return null;
  return Math.max(0, p.stock - Math.max(0, p.safety_margin));
}

/**
 * Why one more unit cannot be added when `inCart` units are already in the cart, or null.
 * Stock first ('Estoque insuficiente'), then the per-order cap ('Quantidade Máxima').
 */
export function addBlockReason(
  p: StockInfo,
  inCart: number,
): Extract<MessageKey, 'stockInsufficient' | 'maxQuantity'> | null {
  const sellable = sellableUnits(p);
  if (sellable !== null && inCart >= sellable) return 'stockInsufficient';
  if (p.max_quantity !== null && p.max_quantity > 0 && inCart >= p.max_quantity) return 'maxQuantity';
  return null;
}

/** Why `quantity` units cannot be ordered, or null (the server's check of a whole line). */
export function quantityBlockReason(
  p: StockInfo,
  quantity: number,
): Extract<MessageKey, 'stockInsufficient' | 'maxQuantity'> | null {
  return quantity <= 0 ? null : addBlockReason(p, quantity - 1);
}

/** A place's order size caps (settings, decision 051). */
export type OrderCaps = {
  /** Units of one product in one order (its lines with different combo choices count together). */
  perItem: number;
  /** Units in the whole order. */
  items: number;
  /** Lines (different products or combo choices). */
  lines: number;
};

/** The product's own max_quantity and the place's per-item cap, whichever is lower (null: neither). */
export function effectiveMaxQuantity(productMax: number | null, perItem: number | null | undefined): number | null {
  const own = productMax !== null && productMax > 0 ? productMax : null;
  const place = perItem !== null && perItem !== undefined && perItem > 0 ? perItem : null;
  if (own === null) return place;
  return place === null ? own : Math.min(own, place);
}

/** The first of the place's caps an order breaks, with the cap, or null. */
export function orderCapsProblem(
  lines: readonly { productId: string; quantity: number }[],
  caps: OrderCaps,
): { key: Extract<MessageKey, 'maxLinesPerOrder' | 'maxQuantityPerItem' | 'maxItemsPerOrder'>; max: number } | null {
  const filled = lines.filter((l) => l.quantity > 0);
  if (filled.length > caps.lines) return { key: 'maxLinesPerOrder', max: caps.lines };
  const units = new Map<string, number>();
  let total = 0;
  for (const l of filled) {
    units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
    total += l.quantity;
  }
  for (const n of units.values()) if (n > caps.perItem) return { key: 'maxQuantityPerItem', max: caps.perItem };
  if (total > caps.items) return { key: 'maxItemsPerOrder', max: caps.items };
  return null;
}

/** Quantities are whole numbers and never below 0; anything else becomes 0. */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** The cart badge: the item count, '+99' from 100 (spec 1 §2). */
export function cartBadgeText(count: number): string {
  return count > CART_BADGE_MAX ? `+${CART_BADGE_MAX}` : String(Math.max(0, count));
}

/**
 * A product may join the cart only when its service type equals that of the lines already there
 * (null, no service type, counts as a type of its own). An empty cart accepts anything.
 */
export function hasServiceTypeConflict(
  cartTypes: readonly (string | null | undefined)[],
  productType: string | null | undefined,
): boolean {
  const wanted = productType ?? null;
  return cartTypes.some((t) => (t ?? null) !== wanted);
}

export type PricedLine = { unitCents: number; quantity: number };

/** Sum of unit price × quantity of the lines, in cents. */
export function linesSubtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
}

/**
 * Total payable: products + delivery fee − discount, never below 0. The discount never exceeds
 * the products' value (a coupon does not pay the delivery fee).
 */
export function cartTotalCents({
  subtotalCents,
  deliveryFeeCents,
  discountCents,
}: {
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
}): { discountCents: number; totalCents: number } {
  const discount = Math.min(Math.max(0, discountCents), Math.max(0, subtotalCents));
  return { discountCents: discount, totalCents: Math.max(0, subtotalCents - discount + Math.max(0, deliveryFeeCents)) };
}

/** Percent (0..100, may have decimals) or flat manager discount in cents; they are mutually exclusive. */
export function managerDiscountCents(
  subtotalCents: number,
  { percent, flatCents }: { percent?: number | null; flatCents?: number | null },
): number {
  if (percent && percent > 0) return Math.round((subtotalCents * Math.min(percent, 100)) / 100);
  if (flatCents && flatCents > 0) return Math.min(flatCents, subtotalCents);
  return 0;
}
