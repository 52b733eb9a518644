import { effectiveMaxQuantity } from '@app/domain/cart/rules';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, SEARCH_MIN_CHARS } from '@app/domain/shared/constants';
import { reaisToCents } from '@app/domain/shared/money';
import type { AddableProduct } from '../../cart/index.ts';
import type { Product } from '../api/catalogue-calls.ts';

/** Cut at `max` characters (whole code points) with an ellipsis; shorter texts stay as they are. */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** Spec 1 §9: names cut at 36 characters in lists. */
export const productNameShort = (name: string) => truncate(name, PRODUCT_NAME_MAX);
/** Spec 1 §9: descriptions cut at 96 characters in lists. */
export const productDescriptionShort = (text: string | null) => truncate(text, PRODUCT_DESCRIPTION_MAX);

/**
 * The search actually sent: the trimmed text when empty or at least 3 characters (spec 1 §9),
 * else null (the list keeps its previous search).
 */
export function effectiveSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || [...trimmed].length >= SEARCH_MIN_CHARS ? trimmed : null;
}

/** A combo is a product with sessions to fill. */
export function isCombo(product: Pick<Product, 'combosession_list'>): boolean {
  return (product.combosession_list?.length ?? 0) > 0;
}

/**
 * What the cart needs of a product. `perItem` is the place's cap of units of one product per order
 * (settings max_quantity_per_item): the steppers stop there as they do at the product's own cap.
 */
export function toAddable(product: Product, perItem?: number | null): AddableProduct {
  return {
    _id: product._id,
    code: product.code,
    productname: product.productname,
    photo: product.photo,
    price_cents: reaisToCents(product.price),
    service_type_id: product.service_type_id,
    stock: product.stock,
    safety_margin: product.safety_margin,
    sale_without_stock: product.sale_without_stock,
    max_quantity: effectiveMaxQuantity(product.max_quantity, perItem),
  };
}
