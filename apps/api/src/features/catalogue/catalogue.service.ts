import type { CallInput, CallResult } from '@app/domain';
import { normalizeForSearch } from '@app/domain/addresses/rules';
import { sortSessions } from '@app/domain/catalogue/combo-rules';
import { discountPercent } from '@app/domain/catalogue/rules';
import type { Category, ComboSession, Product } from '@app/domain/catalogue/schemas';
import { PRODUCT_PAGE_SIZE } from '@app/domain/shared/constants';
import { centsToReais } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { notFound } from '../../platform/app-error.ts';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { numberedPage } from '../../platform/paging.ts';
import { createSwrCache } from '../../platform/swr-cache.ts';
import type { CatalogueRepo, CategoryRecord, ComboSessionWithItems, ProductWithCategory } from './catalogue.repo.ts';
import { type CatalogueSnapshot, createCatalogueSnapshots } from './catalogue-snapshot.ts';

export function toCategory(row: CategoryRecord): Category {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    type_search: row.typeSearch,
    type_id: row.typeId,
    image: row.image,
    order: row.position,
    subtypes: row.subtypes,
    highlight: row.highlight,
    carousel: row.carousel,
  };
}

export function toComboSession(row: ComboSessionWithItems): ComboSession {
  return {
    _id: row.id,
    title: row.title,
    selection_type: row.selectionType as ComboSession['selection_type'],
    min_itens: row.minItens,
    max_itens: row.maxItens,
    max_itens_additions: row.maxItensAdditions,
    max_total_products: row.maxTotalProducts,
    autocomplete: row.autocomplete,
    pending_print: row.pendingPrint,
    display_order: row.displayOrder,
    product_list_data: row.items.map((item) => ({
      _id: item.id,
      product_id: item.productId,
      productname: item.name,
      description: item.description,
      photo: item.photo,
      price: centsToReais(item.priceCents),
      qtd: item.qtd,
    })),
  };
}

/** A product with its combo sessions on the wire (sorted by display_order; [] for plain products). */
export type ProductWithCombos = ProductWithCategory & { combos: ComboSession[] };

export function toProduct(row: ProductWithCategory, combos: ComboSession[] = []): Product {
  return {
    _id: row.id,
    code: row.code,
    productname: row.name,
    description: row.description,
    details: row.details,
    price: centsToReais(row.priceCents),
    regular_price: row.regularPriceCents === null ? null : centsToReais(row.regularPriceCents),
    discount: discountPercent(row.priceCents, row.regularPriceCents),
    photo: row.photo,
    categoria_photo: row.categoryImage,
    type: row.categoryType,
    subtype: row.subtype,
    service_type_id: row.serviceTypeId,
    stock: row.stock,
    safety_margin: row.safetyMargin,
    sale_without_stock: row.saleWithoutStock,
    max_quantity: row.maxQuantity,
    manager_only: row.managerOnly,
    check_in: row.checkIn,
    services_providers: row.servicesProviders,
    combolist_id: combos.length > 0 ? row.id : null,
    combosession_list: combos,
  };
}

const categoryNotFound = () => notFound('Categoria não encontrada');
const productNotFound = () => notFound('Produto não encontrado.');

/** Menu and products of the request's place; every query runs in `inPlace` (row-level security). */
export function createCatalogueService(deps: {
  database: Database;
  catalogue: CatalogueRepo;
  /** How long a page of products is served from memory (docs/decisions/024); 0 reads every time. */
  productPageTtlMs?: number;
}) {
  const { database, catalogue, productPageTtlMs = 5_000 } = deps;
  // Staff-only products are listed only with a manager token of this very place (the platform
  // resolves manager sessions per place, so another place's token gives no manager here).
  const seesManagerOnly = (actor: Actor) => actor.manager !== null;

  const toWireCombos = (rows: Map<string, ComboSessionWithItems[]>) => {
    const wire = new Map<string, ComboSession[]>();
    for (const [productId, sessions] of rows) wire.set(productId, sortSessions(sessions.map(toComboSession)));
    return wire;
  };
  /** product id → wire sessions, for a page of products in one query. */
  async function combosOf(tx: Queryable, placeId: string, ids: string[]): Promise<Map<string, ComboSession[]>> {
    return toWireCombos(await catalogue.listCombos(tx, placeId, ids));
  }
  // The place's catalogue in memory (decision 202); with a TTL of 0 every call reads the database.
  const snapshots =
    productPageTtlMs > 0 ? createCatalogueSnapshots(database, catalogue, toWireCombos, productPageTtlMs) : null;

  type PageQuery = {
    placeId: string;
    type?: string;
    subtype?: string;
    search: string;
    page: number;
    sort: CallInput<'getproductlistnotoken'>['sort'];
    managerOnly: boolean;
    checkInOnly: boolean;
  };

  /** The repo's listProducts (filters, order, page, total) over the snapshot. */
  function pageOf(snapshot: CatalogueSnapshot, q: PageQuery): CallResult<'getproductlistnotoken'> {
    let categoryId: string | undefined;
    if (q.type !== undefined) {
      const category = snapshot.categoriesByType.get(q.type);
      if (!category) throw categoryNotFound();
      categoryId = category.id;
    }
    const paging = numberedPage(q.page, PRODUCT_PAGE_SIZE);
    const end = paging.slice.offset + paging.slice.limit;
    const rows: ProductWithCombos[] = [];
    let total = 0;
    for (const p of q.search ? snapshot.searching(q.sort, q.search) : snapshot.ordered(q.sort)) {
      if (categoryId !== undefined && p.categoryId !== categoryId) continue;
      if (q.subtype && p.subtype !== q.subtype) continue;
      if (!q.managerOnly && p.managerOnly) continue;
      if (q.checkInOnly && !p.checkIn) continue;
      if (total >= paging.slice.offset && total < end) rows.push(p);
      total++;
    }
    return { products: rows.map((r) => toProduct(r, r.combos)), ...paging.fields(rows.length, total) };
  }

  async function loadPage(q: PageQuery): Promise<CallResult<'getproductlistnotoken'>> {
    if (snapshots) return pageOf(await snapshots.get(q.placeId), q);
    return database.readInPlace(q.placeId, async (tx) => {
      let categoryId: string | undefined;
      if (q.type !== undefined) {
        const category = await catalogue.findCategoryByType(tx, q.placeId, q.type);
        if (!category) throw categoryNotFound();
        categoryId = category.id;
      }
      const paging = numberedPage(q.page, PRODUCT_PAGE_SIZE);
      const { rows, total } = await catalogue.listProducts(tx, {
        placeId: q.placeId,
        categoryId,
        subtype: q.subtype,
        search: q.search || undefined,
        includeManagerOnly: q.managerOnly,
        checkInOnly: q.checkInOnly,
        sort: q.sort,
        ...paging.slice,
      });
      const combos = await combosOf(
        tx,
        q.placeId,
        rows.map((r) => r.id),
      );
      return {
        products: rows.map((r) => toProduct(r, combos.get(r.id))),
        ...paging.fields(rows.length, total),
      };
    });
  }

  // A page is the same for every visitor of the place (staff see one more kind of product), so the
  // menu's hot pages are answered from memory; stock shown may be up to the TTL old, and the cart
  // validation re-checks it on the server anyway.
  const pages = createSwrCache<CallResult<'getproductlistnotoken'>>({
    ttlMs: productPageTtlMs,
    maxEntries: 5_000,
    load: (key) => loadPage(JSON.parse(key.slice(key.indexOf('|') + 1)) as PageQuery),
  });

  async function productList(
    actor: Actor,
    input: CallInput<'getproductlistnotoken'>,
  ): Promise<CallResult<'getproductlistnotoken'>> {
    const place = placeOf(actor);
    // `manager` and `attendancy` are accepted as the original app sends them and ignored: staff
    // visibility comes from the manager token. `check_in` keeps the check-in products only.
    const checkIn = input.check_in;
    const query: PageQuery = {
      placeId: place.id,
      type: input.type,
      subtype: input.subtype,
      search: input.search ? normalizeForSearch(input.search) : '',
      page: input.page,
      sort: input.sort,
      managerOnly: seesManagerOnly(actor),
      checkInOnly: checkIn === true || checkIn === 'true' || checkIn === '1',
    };
    if (productPageTtlMs <= 0) return loadPage(query);
    return pages.get(`${place.id}|${JSON.stringify(query)}`);
  }

  return {
    /** After a catalogue or stock change: the place's cached pages are read again. */
    invalidateProducts(placeId?: string) {
      snapshots?.invalidate(placeId);
      pages.invalidate(placeId ? (key) => key.startsWith(`${placeId}|`) : undefined);
    },
    /** Only the place's snapshot (stock moved on another instance). */
    invalidateSnapshot(placeId?: string) {
      snapshots?.invalidate(placeId);
    },
    /**
     * For cart validation (outside any transaction): the products among `productIds` as
     * loadCartProducts finds them, from the place's snapshot; null when the snapshot is off (TTL 0).
     */
    async cartProductsFromMemory(
      placeId: string,
      productIds: string[],
    ): Promise<Map<string, ProductWithCombos> | null> {
      if (!snapshots) return null;
      const snapshot = await snapshots.get(placeId);
      const found = new Map<string, ProductWithCombos>();
      for (const id of [...new Set(productIds)].sort()) {
        // Keyed by the stored id, as the database answers (a uuid matches whatever its letter case).
        const product = snapshot.products.get(id.toLowerCase());
        if (product) found.set(product.id, product);
      }
      return found;
    },
    async listCategories(actor: Actor): Promise<CallResult<'getcategories'>> {
      const place = placeOf(actor);
      const rows = await database.readInPlace(place.id, (tx) => catalogue.listCategories(tx, place.id));
      return { categories: rows.map(toCategory) };
    },
    listProducts: productList,
    async readProduct(actor: Actor, input: CallInput<'getproductnotoken'>): Promise<CallResult<'getproductnotoken'>> {
      const place = placeOf(actor);
      return database.readInPlace(place.id, async (tx) => {
        const row = await catalogue.findProductByCode(tx, place.id, input.code, seesManagerOnly(actor));
        if (!row) throw productNotFound();
        const combos = await combosOf(tx, place.id, [row.id]);
        return toProduct(row, combos.get(row.id));
      });
    },

    /**
     * For cart validation and order creation (inside the caller's `inPlace` transaction): the
     * active products among `productIds` with their combo sessions, keyed by id. Unknown,
     * inactive or hidden-category ids are absent (the caller answers product_change); staff-only
     * products are included (the caller decides who may buy them). `forUpdate` locks the product
     * rows for a stock change.
     */
    async loadCartProducts(
      tx: Queryable,
      placeId: string,
      productIds: string[],
      opts: { forUpdate?: boolean } = {},
    ): Promise<Map<string, ProductWithCombos>> {
      const ids = [...new Set(productIds)];
      const rows = await catalogue.findProductsByIds(tx, placeId, ids, opts);
      const combos = await combosOf(
        tx,
        placeId,
        rows.map((r) => r.id),
      );
      return new Map(rows.map((r) => [r.id, { ...r, combos: combos.get(r.id) ?? [] }]));
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
