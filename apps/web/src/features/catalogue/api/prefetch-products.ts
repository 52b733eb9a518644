import { queryClient } from '../../../lib/query-client.ts';
import { browserStore } from '../../../lib/storage.ts';
import { filterStore } from '../lib/filter-store.ts';
import { productListQuery } from './catalogue-calls.ts';

/**
 * Starts the first page of products the catalogue will list for the current filter. The list reads
 * the same query, so it finds the page in flight instead of asking after its screen has rendered.
 */
export function prefetchProductList(): void {
  const { type, subtype, search, sort } = filterStore.getState();
  const filter = { type, subtype, search: search || undefined, sort };
  queryClient.prefetchInfiniteQuery(productListQuery(filter, browserStore.getState().token)).catch(() => {});
}
