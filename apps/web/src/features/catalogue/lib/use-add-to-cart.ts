import { useStoreView } from '../../../app/shared/sees-prices.ts';
import { notify } from '../../../lib/snackbar.ts';
import { addRefusal, type CartRefusal, cart, quantityOfProduct, useCart } from '../../cart/index.ts';
import type { Product } from '../api/catalogue-calls.ts';
import { openCombo } from './combo-store.ts';
import { isCombo, toAddable } from './product-display.ts';
import { useValidationLater } from './use-validation-later.ts';

/**
 * A product's place in the cart: how many units are there, why one more cannot be added (the
 * stock tooltip: 'Estoque insuficiente' / 'Quantidade Máxima'), and the actions. Combos open the
 * combo dialog instead of adding. A refusal the button could not foresee (another service type
 * in the cart) is shown in the snackbar.
 */
export function useAddToCart(product: Product) {
  const text = useValidationLater();
  const current = useCart();
  const addable = toAddable(product, useStoreView().maxQuantityPerItem);
  const inCart = quantityOfProduct(current, product._id);
  const stockReason = addRefusal(current, addable);
  const blocked = stockReason && stockReason !== 'serviceTypeMismatch' ? text(stockReason) : null;
  const lines = current.products.filter((l) => l.product_id === product._id);
  const combo = isCombo(product);

  const refuse = (reason: CartRefusal) => notify(text(reason), { kind: 'error' });

  /** Adds `quantity` units (plain products) or opens the combo dialog. True when added. */
  const add = (quantity = 1): boolean => {
    if (combo) {
      openCombo(product, quantity);
      return false;
    }
    const refused = cart.add(addable, quantity);
    if (refused) refuse(refused);
    return refused === null;
  };

  /** One unit less of the product's only line (plain products). */
  const decrease = () => {
    const line = lines[lines.length - 1];
    if (line) cart.setQuantity(line.key, line.quantity - 1);
  };

  return { inCart, blocked, combo, add, decrease, refuse, addable };
}
