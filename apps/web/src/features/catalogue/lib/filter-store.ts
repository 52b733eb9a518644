import { DEFAULT_SORT } from '@app/domain/shared/constants';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ProductSort } from '../api/catalogue-calls.ts';

// What the person chose to see, kept while they move between the list and a product (in memory:
// a new visit starts from the whole menu, sorted by name).

export type CatalogueFilter = {
  /** The text in the search box (the list searches it once it settles and is empty or ≥ 3 characters). */
  searchText: string;
  /** The search the list runs: the settled text, empty or ≥ 3 characters. */
  search: string;
  sort: ProductSort;
  /** Category chosen on Home / AllProducts (ProductList takes it from its URL). */
  type: string | undefined;
  subtype: string | undefined;
};

export const INITIAL_FILTER: CatalogueFilter = {
  searchText: '',
  search: '',
  sort: DEFAULT_SORT as ProductSort,
  type: undefined,
  subtype: undefined,
};

export const filterStore = createStore<CatalogueFilter>()(() => INITIAL_FILTER);

export const setFilter = (patch: Partial<CatalogueFilter>) => filterStore.setState(patch);

export function useFilter<T>(selector: (s: CatalogueFilter) => T): T {
  return useStore(filterStore, selector);
}
