import { ApiError } from '@app/domain/client';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { usePageTitle } from '../../app/shared/page-title.ts';
import { useSeesPricesAndAdds } from '../../app/shared/sees-prices.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { addRefusal, CartButton, useCart } from '../../features/cart/index.ts';
import {
  BlockableButton,
  ComboHost,
  type Product,
  ProductPhoto,
  ProductPrice,
  productNameShort,
  productQuery,
  QuantityStepper,
  useAddToCart,
} from '../../features/catalogue/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';
import styles from './product.module.css';

export const namespaces = ['catalogue', 'validation'] as const;

function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation(['catalogue', 'validation']);
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const { add, combo, addable, inCart } = useAddToCart(product);
  const adds = useSeesPricesAndAdds();
  // 'Pizza Margherita · Cantina da Praça': never the product's name alone, and cut like in the
  // lists (36 characters) so a tab still shows whose it is.
  usePageTitle(productNameShort(product.productname));
  const current = useCart();
  const [quantity, setQuantity] = useState(1);
  // '+' stops where the cart could not take one more unit on top of what is already there.
  const moreReason = addRefusal(current, addable, quantity + 1);
  const nowReason = addRefusal(current, addable, quantity);
  const text = (reason: typeof nowReason) =>
    reason && reason !== 'serviceTypeMismatch' ? t(`validation:${reason}`) : null;
  const total = formatMoney(reaisToCents(product.price) * quantity, locale);
  const onAdd = () => {
    if (add(quantity) && !combo) {
      notify(t('added', { name: product.productname }), { kind: 'success' });
      setQuantity(1);
    }
  };
  return (
    <article className={styles.page} aria-labelledby="product-name">
      <ProductPhoto
        photo={product.photo ?? product.categoria_photo}
        name={product.productname}
        alt={t('photoOf', { name: product.productname })}
        size="page"
      />
      <div className={styles.info}>
        <h1 id="product-name" className={styles.name}>
          {product.productname}
        </h1>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <ProductPrice product={product} large />
        {product.details && (
          <section aria-labelledby="product-details" className={styles.details}>
            <h2 id="product-details">{t('details')}</h2>
            <p>{product.details}</p>
          </section>
        )}
        {inCart > 0 && <p className={styles.muted}>{t('inCart', { count: inCart })}</p>}
        {!adds && product.services_providers.length > 0 && (
          <Link className={styles.addButton} to={pathFor('ChooseServiceSupplier')}>
            {t('bookService')}
          </Link>
        )}
        {adds && (
          <div className={styles.buy}>
            <QuantityStepper
              quantity={quantity}
              min={1}
              labels={{
                decrease: t('decrease', { name: product.productname }),
                increase: t('increase', { name: product.productname }),
                quantity: t('quantity'),
              }}
              onDecrease={() => setQuantity((q) => Math.max(1, q - 1))}
              onIncrease={() => setQuantity((q) => q + 1)}
              increaseBlocked={text(moreReason)}
            />
            <BlockableButton className={styles.addButton} blocked={text(nowReason)} onClick={onAdd}>
              {t('addWithTotal', { total })}
            </BlockableButton>
          </div>
        )}
      </div>
    </article>
  );
}

export function Component() {
  const { t } = useTranslation('catalogue');
  const { code = '' } = useParams();
  const token = useBrowserStore((s) => s.token);
  const query = useQuery(productQuery(code, token));
  return (
    <>
      {query.isPending ? (
        <div className={styles.center} role="status" aria-label={t('common:loading')}>
          <Spinner size={32} />
        </div>
      ) : query.isError ? (
        <div className={styles.center} role="alert">
          <p>{query.error instanceof ApiError && query.error.status === 404 ? t('notFound') : t('loadError')}</p>
          {!(query.error instanceof ApiError && query.error.status === 404) && (
            <Button variant="secondary" onClick={() => query.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
          <Link to="/">{t('backToMenu')}</Link>
        </div>
      ) : (
        <ProductDetail product={query.data} />
      )}
      <CartButton />
      <ComboHost />
    </>
  );
}
