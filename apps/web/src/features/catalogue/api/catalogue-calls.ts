import type { CallResult } from '@app/domain/contract';
import { DEFAULT_SORT, type PRODUCT_SORTS } from '@app/domain/shared/constants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type Product = CallResult<'getproductnotoken'>;
export type ProductPage = CallResult<'getproductlistnotoken'>;
export type Category = CallResult<'getcategories'>['categories'][number];
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export type ProductFilter = {
  /** A category's type_search; undefined lists every category. */
  type?: string;
  subtype?: string;
  /** Already trimmed; empty or at least 3 characters. */
  search?: string;
  sort?: ProductSort;
};

/**
 * A page of 30 products. With a session the list comes from getproductlist, so a manager token
 * also lists staff-only products (spec 1 §6); without one from getproductlistnotoken.
 */
export function fetchProductPage(filter: ProductFilter, page: number, signedIn: boolean): Promise<ProductPage> {
  const body = {
    page,
    sort: filter.sort ?? DEFAULT_SORT,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.subtype ? { subtype: filter.subtype } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
  return signedIn ? api.call('getproductlist', body) : api.call('getproductlistnotoken', body);
}

/** The product list with 'Carregar Mais' pages, per filter and per session kind. */
export function productListQuery(filter: ProductFilter, token: string | null) {
  const normal = {
    type: filter.type ?? null,
    subtype: filter.subtype ?? null,
    search: filter.search ?? '',
    sort: filter.sort ?? DEFAULT_SORT,
  };
  return infiniteQueryOptions({
    queryKey: ['products', normal, token],
    queryFn: ({ pageParam }) => fetchProductPage(filter, pageParam, !!token),
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage) => (last.has_more ? last.page + 1 : undefined),
  });
}

export const categoriesQuery = queryOptions({
  queryKey: ['getcategories'],
  queryFn: () => api.call('getcategories', {}),
  staleTime: 5 * 60_000,
});

export function productQuery(code: string, token: string | null) {
  return queryOptions({
    queryKey: ['product', code, token],
    queryFn: () => api.call('getproductnotoken', { code }),
  });
}
