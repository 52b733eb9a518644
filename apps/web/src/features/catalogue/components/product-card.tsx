import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { memo } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { useSeesPricesAndAdds } from '../../../app/shared/sees-prices.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import type { Product } from '../api/catalogue-calls.ts';
import { isCombo, productDescriptionShort, productNameShort, toAddable } from '../lib/product-display.ts';
import { addProduct, decreaseProduct } from '../lib/use-add-to-cart.ts';
import type { CardCart, CardView } from '../lib/use-product-cards.ts';
import { PlusIcon } from './icons.tsx';
import styles from './product-card.module.css';
import { ProductPhoto } from './product-photo.tsx';
import { BlockableButton, QuantityStepper } from './quantity-stepper.tsx';

type PriceViewProps = { product: Product; large?: boolean; t: TFunction; locale: 'pt-BR' | 'en' };

/** Price 'R$ x,yy', the regular price struck through and the discount when there is one. */
function PriceView({ product, large = false, t, locale }: PriceViewProps) {
  const price = formatMoney(reaisToCents(product.price), locale);
  const regular =
    product.regular_price !== null && product.discount > 0
      ? formatMoney(reaisToCents(product.regular_price), locale)
      : null;
  return (
    <span className={[styles.prices, large ? styles.large : null].filter(Boolean).join(' ')}>
      {regular && (
        <>
          <span className="visually-hidden">{t('regularPrice', { price: regular })}</span>
          <s className={styles.regular} aria-hidden="true">
            {regular}
          </s>
          <span className="visually-hidden">{t('discountLabel', { percent: product.discount })}</span>
          <span className={styles.discount} aria-hidden="true">
            {t('discount', { percent: product.discount })}
          </span>
        </>
      )}
      <strong className={styles.price}>{price}</strong>
    </span>
  );
}

/** The price of one product where it is shown alone (its page); nothing where prices are hidden. */
export function ProductPrice({ product, large = false }: { product: Product; large?: boolean }) {
  const { t, i18n } = useTranslation('catalogue');
  const seesPrices = useSeesPricesAndAdds();
  if (!seesPrices) return null;
  return <PriceView product={product} large={large} t={t} locale={i18n.language === 'en' ? 'en' : 'pt-BR'} />;
}

type ProductCardProps = CardCart & { product: Product; view: CardView };

/**
 * One row of the product list: photo, name (36), description (96), price, add or stepper.
 * Memoised, and subscribed to nothing: the list (useProductCards) reads the cart and the texts once
 * and gives each card its count and stock tooltip, so a card renders again only when its product
 * (kept by the query's structural sharing), its place in the cart or the language changes.
 */
export const ProductCard = memo(function ProductCard({ product, inCart, blocked, view }: ProductCardProps) {
  const { t } = view;
  const combo = isCombo(product);
  const add = () => addProduct(product, toAddable(product, view.maxQuantityPerItem), view.refuse);
  const name = productNameShort(product.productname);
  return (
    <article className={styles.card} aria-label={product.productname}>
      <Link to={pathFor('Product', { code: product.code })} className={styles.link}>
        <ProductPhoto photo={product.photo ?? product.categoria_photo} name={product.productname} size="list" />
        <span className={styles.text}>
          <span className={styles.name} title={name === product.productname ? undefined : product.productname}>
            {name}
          </span>
          {product.description && (
            <span className={styles.description}>{productDescriptionShort(product.description)}</span>
          )}
          {view.seesPricesAndAdds && <PriceView product={product} t={t} locale={view.locale} />}
        </span>
      </Link>
      <div className={styles.action}>
        {!view.seesPricesAndAdds ? null : inCart > 0 && !combo ? (
          <QuantityStepper
            size="small"
            quantity={inCart}
            labels={{
              decrease: t('decrease', { name: product.productname }),
              increase: t('increase', { name: product.productname }),
              quantity: t('quantityOf', { name: product.productname }),
            }}
            onDecrease={() => decreaseProduct(product._id)}
            onIncrease={add}
            increaseBlocked={blocked}
          />
        ) : (
          <BlockableButton
            className={styles.addButton}
            aria-label={t('addNamed', { name: product.productname })}
            blocked={blocked}
            onClick={add}
          >
            <PlusIcon size={20} />
            {inCart > 0 && <span className={styles.inCart}>{inCart}</span>}
          </BlockableButton>
        )}
      </div>
    </article>
  );
});
