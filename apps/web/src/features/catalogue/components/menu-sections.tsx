import { useInfiniteQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type Category, productListQuery } from '../api/catalogue-calls.ts';
import { useProductCards } from '../lib/use-product-cards.ts';
import { sectionId } from '../lib/use-scroll-spy.ts';
import { useLoadValidationWhen } from '../lib/use-validation-later.ts';
import styles from './catalogue.module.css';
import { ProductCard } from './product-card.tsx';

/** One category of the menu: its heading and its products, 30 a page with 'Carregar Mais'. */
function MenuSection({
  category,
  token,
  cards,
}: {
  category: Category;
  token: string | null;
  cards: ReturnType<typeof useProductCards>;
}) {
  const { t } = cards.view;
  const query = useInfiniteQuery(productListQuery({ type: category.type_search }, token));
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  useLoadValidationWhen(products.length > 0);
  // A category whose products are all hidden from this person is left out.
  if (query.isSuccess && products.length === 0) return null;
  return (
    <section
      id={sectionId(category.type_search)}
      className={styles.section}
      aria-labelledby={`${sectionId(category.type_search)}-title`}
      data-section={category.type_search}
    >
      <h2 id={`${sectionId(category.type_search)}-title`} className={styles.sectionTitle}>
        {category.name}
      </h2>
      {category.description && <p className={styles.sectionDescription}>{category.description}</p>}
      {query.isPending ? (
        <div className={styles.sectionLoading} role="status" aria-label={t('common:loading')}>
          <Spinner size={24} />
        </div>
      ) : query.isError ? (
        <div className={styles.empty} role="alert">
          <p>{t('loadError')}</p>
          <Button variant="secondary" onClick={() => query.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}

/**
 * Home's menu: every category in the back-office order, each with its products (decision 065).
 * Each section asks for its own first page, so a long menu shows its top at once. The cart, the
 * texts and the session's token are read here once for every section and card.
 */
export function MenuSections({ categories }: { categories: readonly Category[] }) {
  const token = useBrowserStore((s) => s.token);
  const cards = useProductCards();
  const mounted = useMountedSections(categories.length);
  return (
    <div className={styles.sections}>
      {categories.slice(0, mounted).map((category) => (
        <MenuSection key={category._id} category={category} token={token} cards={cards} />
      ))}
    </div>
  );
}

/** The sections in Home's first commit: the first one reaches below a phone's first screen. */
export const SECTIONS_IN_FIRST_COMMIT = 1;

/**
 * How many sections are mounted: the first in Home's first commit, then one more per task, each in
 * a commit of its own, until all are (decision 252). Committing the whole menu at once (~650
 * elements on the demo Home, ~500 of them in sections nobody sees yet) was one main-thread task
 * that blocked input for 100–250 ms on a phone; the later sections are below the first screen
 * (and skip layout until near, decision 228), so they can arrive a few frames later.
 */
function useMountedSections(total: number): number {
  const [mounted, setMounted] = useState(SECTIONS_IN_FIRST_COMMIT);
  useEffect(() => {
    if (mounted >= total) return;
    // A task of its own after this commit's effects, then a transition: rendered in slices and
    // committed apart from the screen before.
    const timer = window.setTimeout(() => startTransition(() => setMounted((n) => n + 1)));
    return () => window.clearTimeout(timer);
  }, [mounted, total]);
  return Math.min(mounted, total);
}
