import { DEFAULT_SORT } from '@app/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useWideScreen } from '../../../components/ui/use-media.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { CartButton } from '../../cart/index.ts';
import { categoriesQuery, type ProductSort } from '../api/catalogue-calls.ts';
import { INITIAL_FILTER, setFilter, useFilter } from '../lib/filter-store.ts';
import { useScrollSpy } from '../lib/use-scroll-spy.ts';
import styles from './catalogue.module.css';
import { type CategoryChoice, CategoryNav } from './category-nav.tsx';
import { CategoryNotFound } from './category-not-found.tsx';
import { CategoryTabs } from './category-tabs.tsx';
import { ComboHost } from './combo-host.tsx';
import { FilterIcon } from './icons.tsx';
import { MenuSections } from './menu-sections.tsx';
import { ProductList } from './product-list.tsx';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';

// Only wide screens show the cart panel, only phones open the drawer: each is its own chunk.
const CartPanel = lazy(() =>
  import('../../checkout/components/cart-panel.tsx').then((m) => ({ default: m.CartPanel })),
);
const FilterDrawer = lazy(() => import('./filter-drawer.tsx').then((m) => ({ default: m.FilterDrawer })));

export type CatalogueProps = {
  /** The page's h1; null when the screen has its own (Home's store header). */
  heading: ReactNode | null;
  /** The category shown (type_search); undefined: every category. */
  type: string | undefined;
  onTypeChange: (type: string | undefined) => void;
  /** Shown above the menu while it is grouped (Home's highlights). */
  top?: ReactNode;
  /** Desktop: the cart side panel beside the list (Home). */
  cartPanel?: boolean;
  /**
   * Home: with no search, no category chosen and the usual sort, the menu shows every category in
   * the back-office order, with category tabs that scroll to them (decision 065).
   */
  grouped?: boolean;
};

/**
 * The storefront's product browser shared by Home, ProductList and AllProducts (spec 1 §2):
 * desktop (≥ 600 px) categories on the left, products in the centre, the cart on the right;
 * phones a filter drawer and the floating cart button.
 */
export function Catalogue({ heading, type, onTypeChange, top, cartPanel = false, grouped = false }: CatalogueProps) {
  const { t } = useTranslation('catalogue');
  const wide = useWideScreen();
  const searchText = useFilter((s) => s.searchText);
  const search = useFilter((s) => s.search);
  const sort = useFilter((s) => s.sort);
  const subtype = useFilter((s) => s.subtype);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categories = useQuery(categoriesQuery).data?.categories;
  const onSearch = useCallback((value: string) => setFilter({ search: value }), []);
  const showGroups = grouped && !search && sort === DEFAULT_SORT && type === undefined && subtype === undefined;
  const sections = useMemo(() => [...(categories ?? [])].sort((a, b) => a.order - b.order), [categories]);
  const types = useMemo(() => sections.map((c) => c.type_search), [sections]);
  const strip = useRef<HTMLDivElement>(null);
  const spy = useScrollSpy(showGroups ? types : [], strip);

  const choice: CategoryChoice = { type, subtype };
  const choose = (next: CategoryChoice) => {
    setFilter({ subtype: next.subtype });
    if (next.type !== type) onTypeChange(next.type);
  };
  const setSort = (next: ProductSort) => setFilter({ sort: next });
  const unknownCategory =
    type !== undefined && categories !== undefined && !categories.some((c) => c.type_search === type);
  const activeFilters = (type ? 1 : 0) + (subtype ? 1 : 0) + (sort !== INITIAL_FILTER.sort ? 1 : 0);

  const list = unknownCategory ? (
    <CategoryNotFound />
  ) : showGroups ? (
    <MenuSections categories={sections} />
  ) : (
    <ProductList filter={{ type, subtype, search: search || undefined, sort }} />
  );

  return (
    <div className={[styles.layout, cartPanel && wide ? styles.withCart : null].filter(Boolean).join(' ')}>
      {wide && categories && (
        <aside className={styles.side}>
          {showGroups ? (
            <CategoryTabs categories={sections} active={spy.active} onPick={spy.scrollTo} variant="list" />
          ) : (
            <CategoryNav categories={categories} value={choice} onChange={choose} />
          )}
        </aside>
      )}
      <section
        className={styles.centre}
        aria-labelledby={heading === null ? undefined : 'catalogue-heading'}
        aria-label={heading === null ? t('menu') : undefined}
      >
        {heading !== null && (
          <h1 id="catalogue-heading" className={styles.heading}>
            {heading}
          </h1>
        )}
        <div className={styles.tools}>
          <SearchBox text={searchText} onText={(text) => setFilter({ searchText: text })} onSearch={onSearch} />
          {wide ? (
            <SortSelect value={sort} onChange={setSort} />
          ) : (
            <button
              type="button"
              className={styles.filterButton}
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
            >
              <FilterIcon size={20} />
              {t('filters')}
              {activeFilters > 0 && <span className={styles.filterCount}>{activeFilters}</span>}
            </button>
          )}
        </div>
        {showGroups && top}
        {showGroups && !wide && sections.length > 0 && (
          <div ref={strip} className={styles.stickyTabs} data-testid="category-strip">
            <CategoryTabs categories={sections} active={spy.active} onPick={spy.scrollTo} variant="strip" />
          </div>
        )}
        {list}
      </section>
      {wide && cartPanel && (
        <aside className={styles.cartSide}>
          <Suspense fallback={null}>
            <CartPanel />
          </Suspense>
        </aside>
      )}
      {/* With the side panel the floating button only shows where the panel does not fit. */}
      <CartButton className={cartPanel && wide ? styles.cartButtonBesidePanel : undefined} />
      {!wide && drawerOpen && categories && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            categories={categories}
            choice={choice}
            onChoice={choose}
            sort={sort}
            onSort={setSort}
            onClear={() => {
              setFilter({ sort: INITIAL_FILTER.sort, subtype: undefined });
              if (type !== undefined) onTypeChange(undefined);
            }}
          />
        </Suspense>
      )}
      <ComboHost />
    </div>
  );
}
