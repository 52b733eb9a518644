import { beforeEach, describe, expect, it } from 'vitest';
import { categoriesQuery, productListQuery } from '../features/catalogue/api/catalogue-calls.ts';
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

// The keys Home's grouped menu reads (MenuSection: one list per category, no other filter).
const pizzasKey = productListQuery({ type: 'pizzas' }, null).queryKey;
const drinksKey = productListQuery({ type: 'bebidas' }, null).queryKey;
const page = { products: [{ code: '1' }], page: 1, has_more: false };
const drinks = { products: [{ code: '2' }], page: 1, has_more: true };
const prelogin = { restaurant_data: { slug: 'cantina-da-praca' } };
const categories = { categories: [{ type_search: 'pizzas' }, { type_search: 'bebidas' }] };
const boot = JSON.stringify({
  preloginprime: prelogin,
  categories,
  menu: [
    { type: 'pizzas', page },
    { type: 'bebidas', page: drinks },
  ],
});

beforeEach(() => {
  queryClient.clear();
  browserStore.getState().set('token', null);
});

describe('boot data', () => {
  it("puts the settings, the categories and each section's first page where Home's menu reads them", () => {
    const { element, doc } = pageWith(boot);
    applyBootData(doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toEqual(prelogin);
    expect(queryClient.getQueryData(categoriesQuery.queryKey)).toEqual(categories);
    expect(queryClient.getQueryData(pizzasKey)).toEqual({ pages: [page], pageParams: [1] });
    expect(queryClient.getQueryData(drinksKey)).toEqual({ pages: [drinks], pageParams: [1] });
    expect(queryClient.getQueryState(pizzasKey)?.isInvalidated).toBe(false);
    // The unfiltered list (ProductList, AllProducts) is not Home's: it is asked for as usual.
    expect(queryClient.getQueryData(productListQuery({}, null).queryKey)).toBeUndefined();
    expect(element.removed).toBe(true);
  });

  it('lets a signed-in person ask for the menu (they may see more)', () => {
    browserStore.getState().setSession({ token: 'abc' });
    applyBootData(pageWith(boot).doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toEqual(prelogin);
    expect(queryClient.getQueryData(categoriesQuery.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(pizzasKey)).toBeUndefined();
  });

  it('ignores a page without data or with broken data', () => {
    applyBootData(pageWith(null).doc);
    applyBootData(pageWith('{not json').doc);
    applyBootData(pageWith('null').doc);
    applyBootData(pageWith(JSON.stringify({ menu: 'not a list' })).doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toBeUndefined();
  });
});
