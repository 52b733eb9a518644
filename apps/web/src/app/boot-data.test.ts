import { brazilClock } from '@app/domain/places/hours';
import { knownBrazilOffset, setKnownBrazilOffset } from '@app/domain/places/known-offset';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
afterEach(() => setKnownBrazilOffset(null));

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

  it("reads the place's clock by the offset the page came with, for a signed-in person too", () => {
    browserStore.getState().setSession({ token: 'abc' });
    // A made-up offset (-2 h), to see that the clock follows it inside its span.
    const clock = {
      minutes: -120,
      from: Date.parse('2026-11-23T00:00:00Z'),
      until: Date.parse('2026-11-24T00:00:00Z'),
    };
    applyBootData(pageWith(JSON.stringify({ preloginprime: prelogin, clock })).doc);
    expect(knownBrazilOffset()).toEqual(clock);
    expect(brazilClock(new Date('2026-11-23T13:05:00Z'))).toEqual({ weekday: 1, minutes: 11 * 60 + 5 });
    // Outside its span, the tz database (-3 h).
    expect(brazilClock(new Date('2026-11-24T13:05:00Z'))).toEqual({ weekday: 2, minutes: 10 * 60 + 5 });
  });

  it('takes no clock that is not well formed', () => {
    for (const clock of [
      { minutes: -180.5, from: 1, until: 2 },
      { minutes: -180, from: 2, until: 1 },
      { minutes: '-180', from: 1, until: 2 },
      { minutes: 9000, from: 1, until: 2 },
      'x',
    ]) {
      setKnownBrazilOffset({ minutes: -180, from: 0, until: 1 });
      applyBootData(pageWith(JSON.stringify({ preloginprime: prelogin, clock })).doc);
      expect(knownBrazilOffset()).toBeNull();
    }
  });

  it('ignores a page without data or with broken data', () => {
    applyBootData(pageWith(null).doc);
    applyBootData(pageWith('{not json').doc);
    applyBootData(pageWith('null').doc);
    applyBootData(pageWith(JSON.stringify({ menu: 'not a list' })).doc);
    expect(queryClient.getQueryData(preloginQuery.queryKey)).toBeUndefined();
  });
});
