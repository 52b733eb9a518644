import { DEFAULT_SORT } from '@app/domain/shared/constants';
import { queryClient } from '../../../lib/query-client.ts';
import { browserStore } from '../../../lib/storage.ts';
import { filterStore } from '../lib/filter-store.ts';
import { categoriesQuery, productListQuery } from './catalogue-calls.ts';

/**
 * Starts the first page of products the catalogue will list for the current filter. The list reads
 * the same query, so it finds the page in flight instead of asking after its screen has rendered.
 * Home's grouped menu (`menuTypes`: the place's menu entries) asks for each category's first page.
 */
export function prefetchProductList(menuTypes?: readonly string[]): void {
  const { type, subtype, search, sort } = filterStore.getState();
  const token = browserStore.getState().token;
  const grouped = menuTypes !== undefined && !search && sort === DEFAULT_SORT && !type && !subtype;
  if (grouped) {
    queryClient.prefetchQuery(categoriesQuery).catch(() => {});
    for (const menuType of menuTypes) {
      queryClient.prefetchInfiniteQuery(productListQuery({ type: menuType }, token)).catch(() => {});
    }
    return;
  }
  const filter = { type, subtype, search: search || undefined, sort };
  queryClient.prefetchInfiniteQuery(productListQuery(filter, token)).catch(() => {});
}
