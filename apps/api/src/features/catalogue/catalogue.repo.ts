import { normalizeForSearch } from '@app/domain/addresses/rules';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { matching } from '../../platform/db/where.ts';
import {
  type CategoryRow,
  type ComboItemRow,
  type ComboSessionRow,
  comboItems,
  comboSessions,
  menuCategories,
  type ProductRow,
  products,
} from './catalogue.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type CategoryRecord = CategoryRow;
export type NewProduct = Omit<typeof products.$inferInsert, 'searchText' | 'sortName'>;

export type ProductSortKey = 'productname asc' | 'productname desc' | 'price asc' | 'price desc';

/** A product with the two fields it takes from its category. */
export type ProductWithCategory = ProductRow & { categoryType: string; categoryImage: string | null };

/** A combo session with its items, both in display order. */
export type ComboSessionWithItems = ComboSessionRow & { items: ComboItemRow[] };

export type ProductFilter = {
  placeId: string;
  categoryId?: string;
  subtype?: string;
  /** Already normalised with normalizeForSearch; matched as a substring of search_text. */
  search?: string;
  includeManagerOnly: boolean;
  /** Only check-in products (decision 187). */
  checkInOnly?: boolean;
  sort: ProductSortKey;
  limit: number;
  offset: number;
};

/** LIKE wildcards typed by a customer are matched literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// Same order on PGlite and PostgreSQL whatever their default collation; id breaks ties so pages
// never overlap.
const byName = sql`${products.sortName} collate "C"`;
const ORDER: Record<ProductSortKey, SQL[]> = {
  'productname asc': [asc(byName), asc(products.id)],
  'productname desc': [desc(byName), desc(products.id)],
  'price asc': [asc(products.priceCents), asc(byName), asc(products.id)],
  'price desc': [desc(products.priceCents), asc(byName), asc(products.id)],
};

/**
 * Catalogue queries. Callers pass the transaction of `database.inPlace`, so row-level security
 * applies as well as the explicit place filter of every query.
 */
export function createCatalogueRepo() {
  function productWhere(f: Omit<ProductFilter, 'sort' | 'limit' | 'offset'>) {
    const conditions: SQL[] = [
      eq(products.placeId, f.placeId),
      eq(products.active, true),
      eq(menuCategories.active, true),
    ];
    if (f.categoryId) conditions.push(eq(products.categoryId, f.categoryId));
    if (f.subtype) conditions.push(eq(products.subtype, f.subtype));
    if (f.search) conditions.push(sql`${products.searchText} like ${`%${likeEscape(f.search)}%`}`);
    if (!f.includeManagerOnly) conditions.push(eq(products.managerOnly, false));
    if (f.checkInOnly) conditions.push(eq(products.checkIn, true));
    return and(...conditions);
  }

  return {
    async listCategories(q: Queryable, placeId: string): Promise<CategoryRow[]> {
      return q
        .select()
        .from(menuCategories)
        .where(and(eq(menuCategories.placeId, placeId), eq(menuCategories.active, true)))
        .orderBy(asc(menuCategories.position), asc(menuCategories.name), asc(menuCategories.id));
    },

    async findCategoryByType(q: Queryable, placeId: string, typeSearch: string): Promise<CategoryRow | null> {
      const [row] = await q
        .select()
        .from(menuCategories)
        .where(matching(menuCategories, { placeId, typeSearch, active: true }))
        .limit(1);
      return row ?? null;
    },

    async listProducts(q: Queryable, f: ProductFilter): Promise<{ rows: ProductWithCategory[]; total: number }> {
      const where = productWhere(f);
      // The page and the count of every match in one query (a window over the matches, counted
      // before LIMIT); only a page past the end asks for the count alone.
      const rows = await q
        .select({
          product: products,
          categoryType: menuCategories.typeSearch,
          categoryImage: menuCategories.image,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(where)
        .orderBy(...ORDER[f.sort])
        .limit(f.limit)
        .offset(f.offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && f.offset > 0) {
        const [counted] = await q
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
          .where(where);
        total = counted?.n ?? 0;
      }
      return {
        rows: rows.map((r) => ({ ...r.product, categoryType: r.categoryType, categoryImage: r.categoryImage })),
        total,
      };
    },

    async findProductByCode(
      q: Queryable,
      placeId: string,
      code: string,
      includeManagerOnly: boolean,
    ): Promise<ProductWithCategory | null> {
      const [row] = await q
        .select({ product: products, categoryType: menuCategories.typeSearch, categoryImage: menuCategories.image })
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(and(productWhere({ placeId, includeManagerOnly }), eq(products.code, code)))
        .limit(1);
      return row ? { ...row.product, categoryType: row.categoryType, categoryImage: row.categoryImage } : null;
    },

    /**
     * The combo sessions (with items) of the given products, in one query: product id → sessions
     * sorted by display_order, items by position. Products without sessions are absent.
     */
    async listCombos(
      q: Queryable,
      placeId: string,
      productIds: string[] | 'all',
    ): Promise<Map<string, ComboSessionWithItems[]>> {
      const combos = new Map<string, ComboSessionWithItems[]>();
      if (productIds.length === 0) return combos;
      const ofProducts = productIds === 'all' ? [] : [inArray(comboSessions.productId, productIds)];
      const rows = await q
        .select({ session: comboSessions, item: comboItems })
        .from(comboSessions)
        .leftJoin(comboItems, eq(comboItems.sessionId, comboSessions.id))
        .where(and(eq(comboSessions.placeId, placeId), ...ofProducts))
        .orderBy(
          asc(comboSessions.productId),
          asc(comboSessions.displayOrder),
          asc(comboSessions.id),
          asc(comboItems.position),
          asc(comboItems.id),
        );
      let current: ComboSessionWithItems | null = null;
      for (const { session, item } of rows) {
        if (current?.id !== session.id) {
          current = { ...session, items: [] };
          const list = combos.get(session.productId);
          if (list) list.push(current);
          else combos.set(session.productId, [current]);
        }
        if (item) current.items.push(item);
      }
      return combos;
    },

    /**
     * Active products by id (with their category's fields), whatever their manager_only flag; ids
     * that are unknown, inactive or in an inactive category are absent. `forUpdate` locks the
     * product rows (stock changes at order creation).
     */
    async findProductsByIds(
      q: Queryable,
      placeId: string,
      ids: string[],
      opts: { forUpdate?: boolean } = {},
    ): Promise<ProductWithCategory[]> {
      if (ids.length === 0) return [];
      const query = q
        .select({ product: products, categoryType: menuCategories.typeSearch, categoryImage: menuCategories.image })
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(and(productWhere({ placeId, includeManagerOnly: true }), inArray(products.id, ids)))
        .orderBy(asc(products.id));
      const rows = await (opts.forUpdate ? query.for('update', { of: products }) : query);
      return rows.map((r) => ({ ...r.product, categoryType: r.categoryType, categoryImage: r.categoryImage }));
    },

    /** Every active product of an active category (staff-only ones too): the catalogue snapshot. */
    async listActiveProducts(q: Queryable, placeId: string): Promise<ProductWithCategory[]> {
      const rows = await q
        .select({ product: products, categoryType: menuCategories.typeSearch, categoryImage: menuCategories.image })
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(productWhere({ placeId, includeManagerOnly: true }));
      return rows.map((r) => ({ ...r.product, categoryType: r.categoryType, categoryImage: r.categoryImage }));
    },

    async insertComboSession(q: Queryable, values: typeof comboSessions.$inferInsert): Promise<ComboSessionRow> {
      const [row] = await q.insert(comboSessions).values(values).returning();
      if (!row) throw new Error('combo session insert returned nothing');
      return row;
    },
    async insertComboItems(q: Queryable, values: (typeof comboItems.$inferInsert)[]): Promise<void> {
      if (values.length === 0) return;
      await q.insert(comboItems).values(values);
    },

    async insertCategory(q: Queryable, values: typeof menuCategories.$inferInsert): Promise<CategoryRow> {
      const [row] = await q.insert(menuCategories).values(values).returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    },
    /** search_text and sort_name are always derived here, so no writer forgets them. */
    async insertProducts(q: Queryable, values: NewProduct[]): Promise<{ id: string; code: string }[]> {
      if (values.length === 0) return [];
      return q
        .insert(products)
        .values(
          values.map((v) => ({
            ...v,
            searchText: normalizeForSearch(`${v.name} ${v.description ?? ''}`),
            sortName: normalizeForSearch(v.name),
          })),
        )
        .returning({ id: products.id, code: products.code });
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
