import { beforeEach, describe, expect, it } from 'vitest';
import { productListQuery } from '../features/catalogue/api/catalogue-calls.ts';
import { INITIAL_FILTER } from '../features/catalogue/lib/filter-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { browserStore } from '../lib/storage.ts';
import { applyBootData } from './boot-data.ts';
import { preloginQuery } from './shared/current-place.ts';

function pageWith(text: string | null) {
  const element = {
    textContent: text,
    removed: false,
    remove() {
      element.removed = true;
    },
  };
  return { element, doc: { getElementById: (id: string) => (id === 'boot-data' && text !== null ? element : null) } };
}

const productsKey = productListQuery({ sort: INITIAL_FILTER.sort }, null).queryKey;
const page = { products: [{ code: '1' }], page: 1, has_more: false };
const prelogin = { restaurant_data: { slug: 'cantina-da-praca' } };

beforeEach(() => {
  queryClient.clear();
  browserStore.getState().set('token', null);
});

describe('boot data', () => {
  it('puts the settings and the first product page where the first screen reads them', () => {
    const { element, doc } = pageWith(JSON.stringify({ preloginprime: prelogin, products: page }));
    applyBootData(doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toEqual(prelogin);
    expect(queryClient.getQueryData(productsKey)).toEqual({ pages: [page], pageParams: [1] });
    expect(queryClient.getQueryState(productsKey)?.isInvalidated).toBe(false);
    expect(element.removed).toBe(true);
  });

  it('lets a signed-in person ask for the products (they may see more)', () => {
    browserStore.getState().setSession({ token: 'abc' });
    applyBootData(pageWith(JSON.stringify({ preloginprime: prelogin, products: page })).doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toEqual(prelogin);
    expect(queryClient.getQueryData(productsKey)).toBeUndefined();
  });

  it('ignores a page without data or with broken data', () => {
    applyBootData(pageWith(null).doc);
    applyBootData(pageWith('{not json').doc);
    applyBootData(pageWith('null').doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toBeUndefined();
  });
});
