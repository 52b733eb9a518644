import { useMemo } from 'react';
import { useStoreView } from '../../../app/shared/sees-prices.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { type CartRefusal, quantityOfProduct, useCart } from '../../cart/index.ts';
import type { Product } from '../api/catalogue-calls.ts';
import { toAddable } from './product-display.ts';
import { blockedText } from './use-add-to-cart.ts';
import { useValidationLater } from './use-validation-later.ts';

/** What every card of a list shares: its texts, the language and the place's rules for adding. */
export type CardView = {
  /** The catalogue's texts. */
  t: TFunction;
  locale: 'pt-BR' | 'en';
  /** Spec 1 §6: prices and add buttons are shown (see useSeesPricesAndAdds). */
  seesPricesAndAdds: boolean;
  maxQuantityPerItem: number | undefined;
  /** Shows a refused add in the snackbar. */
  refuse: (reason: CartRefusal) => void;
};

/** One card's place in the cart. */
export type CardCart = { inCart: number; blocked: string | null };

/**
 * The cart, the texts and the place's rules, read once for a whole list of product cards: each
 * card gets its view (one object while none of them changes) and its own count and stock tooltip
 * as props. Home mounts 30 and more cards; with a cart and two text subscriptions each, their
 * mount was most of the first commit's passive effects (decision 248).
 */
export function useProductCards(): { view: CardView; cartOf: (product: Product) => CardCart } {
  const { t, i18n } = useTranslation('catalogue');
  const current = useCart();
  const { seesPricesAndAdds, maxQuantityPerItem } = useStoreView();
  const text = useValidationLater();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const view = useMemo<CardView>(
    () => ({
      t,
      locale,
      seesPricesAndAdds,
      maxQuantityPerItem,
      refuse: (reason) => notify(text(reason), { kind: 'error' }),
    }),
    [t, locale, seesPricesAndAdds, maxQuantityPerItem, text],
  );
  const cartOf = (product: Product): CardCart => ({
    inCart: quantityOfProduct(current, product._id),
    blocked: blockedText(current, toAddable(product, maxQuantityPerItem), text),
  });
  return { view, cartOf };
}
