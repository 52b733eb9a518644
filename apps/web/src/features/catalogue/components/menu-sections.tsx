import { useInfiniteQuery } from '@tanstack/react-query';
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
  return (
    <div className={styles.sections}>
      {categories.map((category) => (
        <MenuSection key={category._id} category={category} token={token} cards={cards} />
      ))}
    </div>
  );
}
