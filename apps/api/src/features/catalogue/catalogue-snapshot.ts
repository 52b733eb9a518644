import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../platform/db/client.ts';
import type { CatalogueRepo, CategoryRecord, ProductSortKey, ProductWithCategory } from './catalogue.repo.ts';
import type { ProductWithCombos } from './catalogue.service.ts';
import { indexTrigrams, rarestPosting, type TrigramPostings } from './search-trigrams.ts';

/**
 * What the storefront sells at a place, read once and kept in memory (decision 202): every active
 * product of an active category (staff-only ones too) with its wire combo sessions, and the active
 * categories by `type_search`. The product list, the search and the cart's pricing read it instead
 * of the database; the order itself still reads (and locks) the rows.
 */
export type CatalogueSnapshot = {
  products: Map<string, ProductWithCombos>;
  categoriesByType: Map<string, CategoryRecord>;
  /** The products in each list order, sorted on first use. */
  ordered(sort: ProductSortKey): readonly ProductWithCombos[];
  /** In list order, the products whose `search_text` contains `term` (the repo's `LIKE '%term%'`). */
  searching(sort: ProductSortKey, term: string): readonly ProductWithCombos[];
};

/**
 * Every product's search text in one string (NUL between them: a search never holds one, the
 * contract refuses it), so a term is found by one `indexOf` scan instead of a call per product.
 */
type Haystack = { text: string; starts: number[] };
const SEPARATOR = '\u0000';
/** Searches of one snapshot and order answered by the scan before its trigram postings are built. */
export const SCANS_BEFORE_POSTINGS = 64;

/** PostgreSQL's `collate "C"`: UTF-8 bytes, i.e. code points (JS `<` compares UTF-16 units). */
function byCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}
const byId = (a: ProductWithCategory, b: ProductWithCategory) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byName = (a: ProductWithCategory, b: ProductWithCategory) => byCodePoints(a.sortName, b.sortName);

/** The repo's ORDER BY of each sort key (catalogue.repo.ts), on rows in memory. */
const COMPARE: Record<ProductSortKey, (a: ProductWithCategory, b: ProductWithCategory) => number> = {
  'productname asc': (a, b) => byName(a, b) || byId(a, b),
  'productname desc': (a, b) => byName(b, a) || byId(b, a),
  'price asc': (a, b) => a.priceCents - b.priceCents || byName(a, b) || byId(a, b),
  'price desc': (a, b) => b.priceCents - a.priceCents || byName(a, b) || byId(a, b),
};

export function buildSnapshot(products: ProductWithCombos[], categories: CategoryRecord[]): CatalogueSnapshot {
  const sorted = new Map<ProductSortKey, ProductWithCombos[]>();
  const haystacks = new Map<ProductSortKey, Haystack>();
  const trigramIndexes = new Map<ProductSortKey, TrigramPostings>();
  const scans = new Map<ProductSortKey, number>();
  function ordered(sort: ProductSortKey): ProductWithCombos[] {
    let list = sorted.get(sort);
    if (!list) {
      list = [...products].sort(COMPARE[sort]);
      sorted.set(sort, list);
    }
    return list;
  }
  function haystack(sort: ProductSortKey): Haystack {
    let found = haystacks.get(sort);
    if (!found) {
      const starts: number[] = [];
      let at = 0;
      for (const p of ordered(sort)) {
        starts.push(at);
        at += p.searchText.length + SEPARATOR.length;
      }
      found = {
        text: ordered(sort)
          .map((p) => p.searchText)
          .join(SEPARATOR),
        starts,
      };
      haystacks.set(sort, found);
    }
    return found;
  }
  /**
   * The postings cost about a hundred scans to build (5,000 products: ~30 ms against ~0.3 ms), and
   * a stock move replaces the snapshot: they are built only once this snapshot has been searched
   * SCANS_BEFORE_POSTINGS times in this order, so a rarely searched version never pays for them.
   */
  function trigrams(sort: ProductSortKey): TrigramPostings | undefined {
    let found = trigramIndexes.get(sort);
    if (!found) {
      const scanned = (scans.get(sort) ?? 0) + 1;
      scans.set(sort, scanned);
      if (scanned <= SCANS_BEFORE_POSTINGS) return undefined;
      found = indexTrigrams(ordered(sort).map((p) => p.searchText));
      trigramIndexes.set(sort, found);
    }
    return found;
  }
  return {
    products: new Map(products.map((p) => [p.id, p])),
    categoriesByType: new Map(categories.map((c) => [c.typeSearch, c])),
    ordered,
    searching(sort, term) {
      const list = ordered(sort);
      if (term.includes(SEPARATOR)) return list.filter((p) => p.searchText.includes(term));
      // A term of 3+ units: only the products holding its rarest trigram can match (decision 236);
      // when that is a large share of the list, one scan of the joined texts is cheaper.
      const postings = trigrams(sort);
      const candidates = postings && rarestPosting(postings, term);
      if (candidates && candidates.length <= list.length / 4) {
        const matches: ProductWithCombos[] = [];
        for (const at of candidates) {
          const p = list[at] as ProductWithCombos;
          if (p.searchText.includes(term)) matches.push(p);
        }
        return matches;
      }
      const { text, starts } = haystack(sort);
      const found: ProductWithCombos[] = [];
      let from = 0;
      let i = 0;
      for (;;) {
        const at = text.indexOf(term, from);
        if (at < 0) break;
        // The product holding `at`: the last start at or before it (starts only grow).
        while (i + 1 < starts.length && (starts[i + 1] as number) <= at) i++;
        found.push(list[i] as ProductWithCombos);
        if (i + 1 >= starts.length) break;
        from = starts[++i] as number;
      }
      return found;
    },
  };
}

type Entry = { snapshot: CatalogueSnapshot; fresh: number; refreshing: boolean };

/**
 * One snapshot per place, per API instance. Invalidated like the product pages (a catalogue edit
 * here and, through the event bus, on every instance; a stock move here and on every instance);
 * after `ttlMs` it is served once more while it is read again in the background. A load that
 * started before an invalidation is not kept (it may have read the rows before the change).
 */
export function createCatalogueSnapshots(
  database: Database,
  repo: Pick<CatalogueRepo, 'listCategories' | 'listActiveProducts' | 'listCombos'>,
  toWire: (rows: Awaited<ReturnType<CatalogueRepo['listCombos']>>) => Map<string, ProductWithCombos['combos']>,
  ttlMs: number,
) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CatalogueSnapshot>>();
  const generation = new Map<string, number>();
  let everyPlace = 0;
  const genOf = (placeId: string) => `${everyPlace}.${generation.get(placeId) ?? 0}`;
  // Loads run outside the caller's request (never inside its transaction), as swr-cache does.
  const outsideRequests = AsyncLocalStorage.snapshot();

  async function read(placeId: string): Promise<CatalogueSnapshot> {
    return database.readInPlace(placeId, async (tx) => {
      const categories = await repo.listCategories(tx, placeId);
      const rows = await repo.listActiveProducts(tx, placeId);
      const combos = toWire(await repo.listCombos(tx, placeId, 'all'));
      return buildSnapshot(
        rows.map((r) => ({ ...r, combos: combos.get(r.id) ?? [] })),
        categories,
      );
    });
  }

  function fill(placeId: string): Promise<CatalogueSnapshot> {
    const pending = inFlight.get(placeId);
    if (pending) return pending;
    const started = genOf(placeId);
    const loading = outsideRequests(() => read(placeId))
      .then((snapshot) => {
        if (genOf(placeId) === started) {
          if (entries.size >= 1_000 && !entries.has(placeId)) entries.delete(entries.keys().next().value as string);
          entries.set(placeId, { snapshot, fresh: Date.now() + ttlMs, refreshing: false });
        }
        return snapshot;
      })
      .finally(() => {
        if (inFlight.get(placeId) === loading) inFlight.delete(placeId);
      });
    inFlight.set(placeId, loading);
    return loading;
  }

  return {
    get(placeId: string): Promise<CatalogueSnapshot> {
      const hit = entries.get(placeId);
      if (!hit) return fill(placeId);
      if (hit.fresh <= Date.now() && !hit.refreshing) {
        hit.refreshing = true;
        fill(placeId).catch(() => {
          hit.refreshing = false;
        });
      }
      return Promise.resolve(hit.snapshot);
    },
    /** The place's snapshot (or every place's) is read again on next use. */
    invalidate(placeId?: string) {
      if (placeId === undefined) {
        everyPlace++;
        entries.clear();
        inFlight.clear();
        return;
      }
      generation.set(placeId, (generation.get(placeId) ?? 0) + 1);
      entries.delete(placeId);
      inFlight.delete(placeId);
    },
  };
}
export type CatalogueSnapshots = ReturnType<typeof createCatalogueSnapshots>;
