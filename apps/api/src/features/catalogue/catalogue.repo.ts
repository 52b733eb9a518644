import { normalizeForSearch } from '@app/domain/addresses/rules';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { type CategoryRow, menuCategories, type ProductRow, products } from './catalogue.tables.ts';

export type NewProduct = Omit<typeof products.$inferInsert, 'searchText' | 'sortName'>;

export type ProductSortKey = 'productname asc' | 'productname desc' | 'price asc' | 'price desc';

/** A product with the two fields it takes from its category. */
export type ProductWithCategory = ProductRow & { categoryType: string; categoryImage: string | null };

export type ProductFilter = {
  placeId: string;
  categoryId?: string;
  subtype?: string;
  /** Already normalised with normalizeForSearch; matched as a substring of search_text. */
  search?: string;
  includeManagerOnly: boolean;
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
        .where(
          and(
            eq(menuCategories.placeId, placeId),
            eq(menuCategories.typeSearch, typeSearch),
            eq(menuCategories.active, true),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async listProducts(q: Queryable, f: ProductFilter): Promise<{ rows: ProductWithCategory[]; total: number }> {
      const where = productWhere(f);
      const [counted] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(where);
      const total = counted?.n ?? 0;
      if (total <= f.offset) return { rows: [], total };
      const rows = await q
        .select({ product: products, categoryType: menuCategories.typeSearch, categoryImage: menuCategories.image })
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(where)
        .orderBy(...ORDER[f.sort])
        .limit(f.limit)
        .offset(f.offset);
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

    async insertCategory(q: Queryable, values: typeof menuCategories.$inferInsert): Promise<CategoryRow> {
      const [row] = await q.insert(menuCategories).values(values).returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    },
    /** search_text and sort_name are always derived here, so no writer forgets them. */
    async insertProducts(q: Queryable, values: NewProduct[]): Promise<void> {
      if (values.length === 0) return;
      await q.insert(products).values(
        values.map((v) => ({
          ...v,
          searchText: normalizeForSearch(`${v.name} ${v.description ?? ''}`),
          sortName: normalizeForSearch(v.name),
        })),
      );
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
