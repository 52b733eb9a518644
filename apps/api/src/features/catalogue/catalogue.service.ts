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

  /** product id → wire sessions, for a page of products in one query. */
  async function combosOf(tx: Queryable, placeId: string, ids: string[]): Promise<Map<string, ComboSession[]>> {
    const rows = await catalogue.listCombos(tx, placeId, ids);
    const wire = new Map<string, ComboSession[]>();
    for (const [productId, sessions] of rows) wire.set(productId, sortSessions(sessions.map(toComboSession)));
    return wire;
  }

  type PageQuery = {
    placeId: string;
    type?: string;
    subtype?: string;
    search: string;
    page: number;
    sort: CallInput<'getproductlistnotoken'>['sort'];
    managerOnly: boolean;
  };

  async function loadPage(q: PageQuery): Promise<CallResult<'getproductlistnotoken'>> {
    return database.inPlace(q.placeId, async (tx) => {
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
    // `manager`, `attendancy` and `check_in` are accepted as the original app sends them and
    // ignored for now: staff visibility comes from the manager token, and attendancy/check-in
    // filters arrive with open orders and check-in.
    const query: PageQuery = {
      placeId: place.id,
      type: input.type,
      subtype: input.subtype,
      search: input.search ? normalizeForSearch(input.search) : '',
      page: input.page,
      sort: input.sort,
      managerOnly: seesManagerOnly(actor),
    };
    if (productPageTtlMs <= 0) return loadPage(query);
    return pages.get(`${place.id}|${JSON.stringify(query)}`);
  }

  return {
    /** After a catalogue or stock change: the place's cached pages are read again. */
    invalidateProducts(placeId?: string) {
      pages.invalidate(placeId ? (key) => key.startsWith(`${placeId}|`) : undefined);
    },
    async listCategories(actor: Actor): Promise<CallResult<'getcategories'>> {
      const place = placeOf(actor);
      const rows = await database.inPlace(place.id, (tx) => catalogue.listCategories(tx, place.id));
      return { categories: rows.map(toCategory) };
    },
    listProducts: productList,
    async readProduct(actor: Actor, input: CallInput<'getproductnotoken'>): Promise<CallResult<'getproductnotoken'>> {
      const place = placeOf(actor);
      return database.inPlace(place.id, async (tx) => {
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
