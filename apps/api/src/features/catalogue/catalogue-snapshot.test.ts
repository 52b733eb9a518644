import type { CallInput } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/actor.ts';
import { menuCategories, places, products } from '../../platform/db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createAddressesRepo } from '../addresses/addresses.repo.ts';
import { createAddressesService } from '../addresses/addresses.service.ts';
import { createCartService } from '../cart/cart.service.ts';
import { createPlacesRepo } from '../places/places.repo.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { buildSnapshot, SCANS_BEFORE_POSTINGS } from './catalogue-snapshot.ts';

// Decision 202: the product list, the search and cart validation answer from a snapshot of the
// place's catalogue in memory. Every answer must equal the one read from the database (TTL 0).

const CANTINA = DEMO.places[0];
let t: TestApp;
let cantinaId: string;
const repo = createCatalogueRepo();
let fromDatabase: ReturnType<typeof createCatalogueService>;
let fromMemory: ReturnType<typeof createCatalogueService>;
const ids: string[] = [];
let plainId: string;

const actorOf = (manager: boolean): Actor => ({
  place: { id: cantinaId, slug: CANTINA },
  user: null,
  manager: manager ? ({ userId: 'x' } as unknown as Actor['manager']) : null,
  level: manager ? 'manager' : 'anonymous',
  ip: '127.0.0.1',
  language: 'pt-BR',
});

/** The answer or the error, so both paths can be compared whatever they do. */
const outcome = (p: Promise<unknown>) =>
  p.then(
    (value) => ({ value }),
    (error: Error & { statusCode?: number }) => ({ error: error.message, status: error.statusCode }),
  );

beforeAll(async () => {
  t = await createTestApp();
  const [place] = await t.database.db.select({ id: places.id }).from(places).where(eq(places.slug, CANTINA));
  cantinaId = place?.id as string;
  // Names whose order tells code points from UTF-16 units (collate "C"), accents, ties on name and price.
  await t.database.inPlace(cantinaId, async (tx) => {
    const [category] = await tx.select().from(menuCategories).where(eq(menuCategories.typeSearch, 'bebidas'));
    const inserted = await repo.insertProducts(
      tx,
      ['Água com gás', 'agua', 'Zebra 😀', 'Zebra ｚ', 'Zebra z', 'Mesmo nome', 'Mesmo nome'].map((name, i) => ({
        placeId: cantinaId,
        categoryId: category?.id as string,
        code: `snap-${i}`,
        name,
        description: i % 2 ? 'Café gelado' : null,
        priceCents: 500 + (i % 3) * 100,
      })),
    );
    plainId = inserted[1]?.id as string;
    for (const r of await tx.select({ id: products.id }).from(products)) ids.push(r.id);
  });
  fromDatabase = createCatalogueService({ database: t.database, catalogue: repo, productPageTtlMs: 0 });
  fromMemory = createCatalogueService({ database: t.database, catalogue: repo, productPageTtlMs: 60_000 });
});
afterAll(() => t.close());

describe('catalogue snapshot (decision 202)', () => {
  it('answers every product list and search exactly as the database does', async () => {
    const sorts = ['productname asc', 'productname desc', 'price asc', 'price desc'] as const;
    const inputs: Partial<CallInput<'getproductlistnotoken'>>[] = [
      {},
      { page: 2 },
      { page: 50 },
      { type: 'pizzas' },
      { type: 'pizzas', subtype: 'Doces' },
      { type: 'bebidas', page: 1 },
      { type: 'nao-existe' },
      { search: 'cafe' },
      { search: 'CAFÉ' },
      { search: 'zebra' },
      { search: '%' },
      { search: 'nada disso' },
      { check_in: true },
    ];
    let compared = 0;
    for (const manager of [false, true]) {
      for (const sort of sorts) {
        for (const input of inputs) {
          const body = { page: 1, sort, ...input } as CallInput<'getproductlistnotoken'>;
          const expected = await outcome(fromDatabase.listProducts(actorOf(manager), body));
          const actual = await outcome(fromMemory.listProducts(actorOf(manager), body));
          expect(actual, JSON.stringify({ manager, body })).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBe(104);
  });

  it('prices carts exactly as the database does, and follows an invalidation', async () => {
    const database = t.database;
    const placesRepo = createPlacesRepo(database.db);
    const cartWith = (catalogue: typeof fromMemory) =>
      createCartService({
        database,
        catalogue,
        addresses: createAddressesService({ database, addresses: createAddressesRepo(), findPlace: placesRepo.find }),
        findPlace: placesRepo.find,
      });
    const viaDatabase = cartWith(fromDatabase);
    const viaMemory = cartWith(fromMemory);
    const carts = [
      ids.slice(0, 5).map((id, i) => ({ product_id: id, quantity: i + 1 })),
      ids.slice(5, 12).map((id) => ({ product_id: id, quantity: 1 })),
      [{ product_id: (ids[0] as string).toUpperCase(), quantity: 1 }],
      [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      [{ product_id: ids[1] as string, quantity: 999 }],
    ];
    for (const manager of [false, true]) {
      for (const lines of carts) {
        const input = { products: lines } as CallInput<'ordercartproductvalidate'>;
        const expected = await outcome(viaDatabase.validateCart(actorOf(manager), input));
        const actual = await outcome(viaMemory.validateCart(actorOf(manager), input));
        expect(actual, JSON.stringify({ manager, lines })).toEqual(expected);
      }
    }
    // A price changed behind the memory: the old price until the place is invalidated, then the new one.
    const line = [{ product_id: plainId, quantity: 1 }];
    const before = (await viaMemory.validateCart(actorOf(false), { products: line } as never)).subtotal;
    await t.database.inPlace(cantinaId, (tx) =>
      tx.update(products).set({ priceCents: 12_345 }).where(eq(products.id, plainId)),
    );
    expect((await viaMemory.validateCart(actorOf(false), { products: line } as never)).subtotal).toBe(before);
    fromMemory.invalidateSnapshot(cantinaId);
    expect((await viaMemory.validateCart(actorOf(false), { products: line } as never)).subtotal).toBe(123.45);
  });
});

describe('snapshot search', () => {
  it('finds a term once per product, in list order, at the start, the end and in the last product', () => {
    const texts = ['cafe com leite', 'leite', 'pao', 'cafe cafe', 'bolo de cafe'];
    const rows = texts.map((searchText, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      sortName: String.fromCharCode(97 + i),
      priceCents: 100,
      searchText,
      combos: [],
    }));
    const snapshot = buildSnapshot(rows as never, []);
    const found = (term: string) => snapshot.searching('productname asc', term).map((p) => p.searchText);
    expect(found('cafe')).toEqual(['cafe com leite', 'cafe cafe', 'bolo de cafe']);
    expect(found('leite')).toEqual(['cafe com leite', 'leite']);
    expect(found('e c')).toEqual(['cafe com leite', 'cafe cafe', 'bolo de cafe']);
    // A term never spans two products.
    expect(found('leiteleite')).toEqual([]);
    expect(found('pao')).toEqual(['pao']);
    expect(snapshot.searching('productname desc', 'cafe').map((p) => p.searchText)).toEqual([
      'bolo de cafe',
      'cafe cafe',
      'cafe com leite',
    ]);
  });
});

describe('snapshot search through the trigram postings (decision 236)', () => {
  it('finds exactly the products a scan finds, in list order, for every kind of term', () => {
    const words = ['cafe', 'leite', 'pao de queijo', 'bolo', 'agua com gas', 'zebra 😀', 'mate', 'açaí'];
    // 400 products, so a rare term goes through the postings and a common one through the scan.
    const rows = Array.from({ length: 400 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      sortName: `${words[i % words.length]} ${i}`,
      priceCents: 100 + (i % 7),
      searchText: `${words[i % words.length]} ${i} produto ${i % 13}`,
      combos: [],
    }));
    const snapshot = buildSnapshot(rows as never, []);
    const terms = ['cafe', 'ca', 'e', 'cafe 1', 'cafe 12', 'o 1', '123', '399', '400', 'bolo 3', 'produto', 'te 9'];
    terms.push('zebra 😀', '😀', 'açaí 7', 'çaí', 'queijo 2', 'nada', 'xyz', 'ate 1', 'leite 3 p', ' ', '0 produto 0');
    for (const sort of ['productname asc', 'productname desc', 'price asc', 'price desc'] as const) {
      // Past the first searches of this snapshot the postings are built and answer.
      for (let i = 0; i < SCANS_BEFORE_POSTINGS; i++) snapshot.searching(sort, 'warm');
      for (const term of terms) {
        const scan = snapshot.ordered(sort).filter((p) => p.searchText.includes(term));
        expect(snapshot.searching(sort, term), `${sort} ${term}`).toEqual(scan);
      }
    }
    // The rare terms matched something: the postings were exercised, not only the empty answer.
    expect(snapshot.searching('productname asc', 'cafe 12').length).toBeGreaterThan(0);
    expect(snapshot.searching('productname asc', 'zebra 😀').length).toBeGreaterThan(0);
  });
});
