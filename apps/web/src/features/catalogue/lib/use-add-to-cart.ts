import { useStoreView } from '../../../app/shared/sees-prices.ts';
import { notify } from '../../../lib/snackbar.ts';
import {
  type AddableProduct,
  addRefusal,
  type CartRefusal,
  cart,
  quantityOfProduct,
  type StoredCart,
  useCart,
} from '../../cart/index.ts';
import type { Product } from '../api/catalogue-calls.ts';
import { openCombo } from './combo-store.ts';
import { isCombo, toAddable } from './product-display.ts';
import { useLoadValidationWhen, useValidationLater } from './use-validation-later.ts';

/**
 * Why one more unit cannot be added, as the stock tooltip's text ('Estoque insuficiente' /
 * 'Quantidade Máxima'), or null. Another service type in the cart is not shown on the button: the
 * add is refused in the snackbar instead.
 */
export function blockedText(current: StoredCart, addable: AddableProduct, text: (key: CartRefusal) => string) {
  const reason = addRefusal(current, addable);
  return reason && reason !== 'serviceTypeMismatch' ? text(reason) : null;
}

/**
 * Adds `quantity` units of a plain product against the cart as it is now, or opens the combo
 * dialog for a combo. True when added.
 */
export function addProduct(
  product: Product,
  addable: AddableProduct,
  refuse: (reason: CartRefusal) => void,
  quantity = 1,
): boolean {
  if (isCombo(product)) {
    openCombo(product, quantity);
    return false;
  }
  const refused = cart.add(addable, quantity);
  if (refused) refuse(refused);
  return refused === null;
}

/** One unit less of the product's last line (plain products), read from the cart as it is now. */
export function decreaseProduct(productId: string): void {
  const lines = cart.get().products.filter((l) => l.product_id === productId);
  const line = lines[lines.length - 1];
  if (line) cart.setQuantity(line.key, line.quantity - 1);
}

/**
 * A product's place in the cart: how many units are there, why one more cannot be added (the
 * stock tooltip: 'Estoque insuficiente' / 'Quantidade Máxima'), and the actions. Combos open the
 * combo dialog instead of adding. A refusal the button could not foresee (another service type
 * in the cart) is shown in the snackbar. For one product (its page); a list of cards uses
 * useProductCards, which subscribes once for all of them.
 */
export function useAddToCart(product: Product) {
  const text = useValidationLater();
  useLoadValidationWhen(true);
  const current = useCart();
  const addable = toAddable(product, useStoreView().maxQuantityPerItem);
  const inCart = quantityOfProduct(current, product._id);
  const blocked = blockedText(current, addable, text);
  const combo = isCombo(product);

  const refuse = (reason: CartRefusal) => notify(text(reason), { kind: 'error' });

  /** Adds `quantity` units (plain products) or opens the combo dialog. True when added. */
  const add = (quantity = 1): boolean => addProduct(product, addable, refuse, quantity);

  /** One unit less of the product's only line (plain products). */
  const decrease = () => decreaseProduct(product._id);

  return { inCart, blocked, combo, add, decrease, refuse, addable };
}
