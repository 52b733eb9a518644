import { ApiError } from '@app/domain/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type ProductFilter, productListQuery } from '../api/catalogue-calls.ts';
import { useProductCards } from '../lib/use-product-cards.ts';
import { useLoadValidationWhen } from '../lib/use-validation-later.ts';
import styles from './catalogue.module.css';
import { CategoryNotFound } from './category-not-found.tsx';
import { ProductCard } from './product-card.tsx';

/** The products of a filter, 30 a page, with 'Carregar Mais' (spec 1 §2). */
export function ProductList({ filter }: { filter: ProductFilter }) {
  const cards = useProductCards();
  const { t } = cards.view;
  const token = useBrowserStore((s) => s.token);
  const query = useInfiniteQuery(productListQuery(filter, token));
  // The cards render in a background (time-sliced) pass after the page arrives, so 30 cards do not
  // make one long task on a slow phone (bench/RESULTS.md, Lighthouse); the spinner stays until then.
  const data = useDeferredValue(query.data);
  useLoadValidationWhen(!!data?.pages.some((page) => page.products.length > 0));

  if (query.isPending || (data === undefined && !query.isError)) {
    return (
      <div className={styles.center} role="status" aria-label={t('common:loading')}>
        <Spinner size={32} />
      </div>
    );
  }
  if (query.isError) {
    // The server refuses an unknown category with 404 'Categoria não encontrada' (spec 3 §8).
    if (query.error instanceof ApiError && query.error.status === 404) return <CategoryNotFound />;
    return (
      <div className={styles.empty} role="alert">
        <p>{t('loadError')}</p>
        <Button variant="secondary" onClick={() => query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const pages = (data ?? query.data)?.pages ?? [];
  const products = pages.flatMap((page) => page.products);
  const total = pages[0]?.total ?? 0;
  if (products.length === 0) {
    const hints = t('notFoundHints', { returnObjects: true }) as string[];
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{t('notFound')}</p>
        <ul className={styles.hints}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.listBlock}>
      <p className={styles.count} aria-live="polite">
        {t('productCount', { count: total })}
      </p>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} view={cards.view} {...cards.cartOf(product)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
