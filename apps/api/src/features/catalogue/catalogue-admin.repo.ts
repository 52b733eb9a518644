import { normalizeForSearch } from '@app/domain/addresses/rules';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import type { ProductWithCategory } from './catalogue.repo.ts';
import { type CategoryRow, comboSessions, menuCategories, products } from './catalogue.tables.ts';
import type { StockMovementRow } from './stock-movements.tables.ts';
import { stockMovements } from './stock-movements.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type StockMovementRecord = StockMovementRow;

export type NewCategory = Omit<typeof menuCategories.$inferInsert, 'placeId'>;
export type ProductValues = Omit<typeof products.$inferInsert, 'placeId' | 'searchText' | 'sortName'>;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const derived = (v: { name: string; description?: string | null }) => ({
  searchText: normalizeForSearch(`${v.name} ${v.description ?? ''}`),
  sortName: normalizeForSearch(v.name),
});

const withCategory = {
  product: products,
  categoryType: menuCategories.typeSearch,
  categoryImage: menuCategories.image,
};
const flatten = (r: { product: typeof products.$inferSelect; categoryType: string; categoryImage: string | null }) => ({
  ...r.product,
  categoryType: r.categoryType,
  categoryImage: r.categoryImage,
});

/**
 * The back office's catalogue queries: every category and product of the place, active or not.
 * Callers pass the transaction of `database.inPlace` (row-level security) and the place id.
 */
export function createCatalogueAdminRepo() {
  return {
    async listCategories(q: Queryable, placeId: string): Promise<(CategoryRow & { productCount: number })[]> {
      const rows = await q
        .select({ category: menuCategories, productCount: count(products.id) })
        .from(menuCategories)
        .leftJoin(products, eq(products.categoryId, menuCategories.id))
        .where(eq(menuCategories.placeId, placeId))
        .groupBy(menuCategories.id)
        .orderBy(asc(menuCategories.position), asc(menuCategories.name), asc(menuCategories.id));
      return rows.map((r) => ({ ...r.category, productCount: r.productCount }));
    },
    async findCategory(q: Queryable, placeId: string, id: string): Promise<CategoryRow | null> {
      const [row] = await q
        .select()
        .from(menuCategories)
        .where(and(eq(menuCategories.placeId, placeId), eq(menuCategories.id, id)));
      return row ?? null;
    },
    async categoryByType(q: Queryable, placeId: string, typeSearch: string): Promise<CategoryRow | null> {
      const [row] = await q
        .select()
        .from(menuCategories)
        .where(and(eq(menuCategories.placeId, placeId), eq(menuCategories.typeSearch, typeSearch)));
      return row ?? null;
    },
    async insertCategory(q: Queryable, placeId: string, values: NewCategory): Promise<CategoryRow> {
      const [row] = await q
        .insert(menuCategories)
        .values({ ...values, placeId })
        .returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    },
    async updateCategory(q: Queryable, placeId: string, id: string, values: NewCategory): Promise<CategoryRow | null> {
      const [row] = await q
        .update(menuCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(menuCategories.placeId, placeId), eq(menuCategories.id, id)))
        .returning();
      return row ?? null;
    },
    async countProducts(q: Queryable, placeId: string, categoryId: string): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.placeId, placeId), eq(products.categoryId, categoryId)));
      return row?.n ?? 0;
    },
    async deleteCategory(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .delete(menuCategories)
        .where(and(eq(menuCategories.placeId, placeId), eq(menuCategories.id, id)))
        .returning({ id: menuCategories.id });
      return rows.length > 0;
    },
    async setCategoryPositions(q: Queryable, placeId: string, ids: string[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await q
          .update(menuCategories)
          .set({ position })
          .where(and(eq(menuCategories.placeId, placeId), eq(menuCategories.id, id)));
      }
    },

    async listProducts(
      q: Queryable,
      f: { placeId: string; categoryId?: string; search?: string; limit: number; offset: number },
    ): Promise<{ rows: ProductWithCategory[]; total: number }> {
      const conditions: SQL[] = [eq(products.placeId, f.placeId)];
      if (f.categoryId) conditions.push(eq(products.categoryId, f.categoryId));
      const search = f.search?.trim();
      if (search) {
        const text = `%${likeEscape(normalizeForSearch(search))}%`;
        conditions.push(
          or(sql`${products.searchText} like ${text}`, sql`lower(${products.code}) like ${text.toLowerCase()}`) as SQL,
        );
      }
      const where = and(...conditions);
      const [counted] = await q.select({ n: count() }).from(products).where(where);
      const rows = await q
        .select(withCategory)
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(where)
        .orderBy(asc(menuCategories.position), sql`${products.sortName} collate "C"`, asc(products.id))
        .limit(f.limit)
        .offset(f.offset);
      return { rows: rows.map(flatten), total: counted?.n ?? 0 };
    },
    async findProduct(
      q: Queryable,
      placeId: string,
      id: string,
      opts: { forUpdate?: boolean } = {},
    ): Promise<ProductWithCategory | null> {
      const query = q
        .select(withCategory)
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(and(eq(products.placeId, placeId), eq(products.id, id)));
      const [row] = await (opts.forUpdate ? query.for('update', { of: products }) : query);
      return row ? flatten(row) : null;
    },
    async codeTaken(q: Queryable, placeId: string, code: string, exceptId?: string): Promise<boolean> {
      const conditions = [eq(products.placeId, placeId), eq(products.code, code)];
      if (exceptId) conditions.push(ne(products.id, exceptId));
      const [row] = await q
        .select({ id: products.id })
        .from(products)
        .where(and(...conditions))
        .limit(1);
      return Boolean(row);
    },
    async insertProduct(q: Queryable, placeId: string, values: ProductValues): Promise<string> {
      const [row] = await q
        .insert(products)
        .values({ ...values, placeId, ...derived(values) })
        .returning({ id: products.id });
      if (!row) throw new Error('product insert returned nothing');
      return row.id;
    },
    async updateProduct(q: Queryable, placeId: string, id: string, values: Partial<ProductValues>): Promise<void> {
      const names = values.name !== undefined ? derived({ name: values.name, description: values.description }) : {};
      await q
        .update(products)
        .set({ ...values, ...names, updatedAt: new Date() })
        .where(and(eq(products.placeId, placeId), eq(products.id, id)));
    },
    async deleteProduct(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .delete(products)
        .where(and(eq(products.placeId, placeId), eq(products.id, id)))
        .returning({ id: products.id });
      return rows.length > 0;
    },
    /** The ids among `ids` that are products of the place. */
    async productIdsOf(q: Queryable, placeId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await q
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.placeId, placeId), inArray(products.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async allProducts(q: Queryable, placeId: string): Promise<ProductWithCategory[]> {
      const rows = await q
        .select(withCategory)
        .from(products)
        .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
        .where(eq(products.placeId, placeId))
        .orderBy(asc(menuCategories.position), sql`${products.sortName} collate "C"`, asc(products.id));
      return rows.map(flatten);
    },
    async hasCombo(q: Queryable, placeId: string, productIds: string[]): Promise<Set<string>> {
      if (productIds.length === 0) return new Set();
      const rows = await q
        .selectDistinct({ id: comboSessions.productId })
        .from(comboSessions)
        .where(and(eq(comboSessions.placeId, placeId), inArray(comboSessions.productId, productIds)));
      return new Set(rows.map((r) => r.id));
    },

    async insertMovement(q: Queryable, values: typeof stockMovements.$inferInsert) {
      const [row] = await q.insert(stockMovements).values(values).returning();
      if (!row) throw new Error('stock movement insert returned nothing');
      return row;
    },
    async listMovements(q: Queryable, placeId: string, productId: string, limit: number, offset: number) {
      return q
        .select({ movement: stockMovements, by: users.username })
        .from(stockMovements)
        .leftJoin(users, eq(users.id, stockMovements.userId))
        .where(and(eq(stockMovements.placeId, placeId), eq(stockMovements.productId, productId)))
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
export type CatalogueAdminRepo = ReturnType<typeof createCatalogueAdminRepo>;
