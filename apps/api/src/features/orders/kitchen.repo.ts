import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { menuCategories, products } from '../catalogue/catalogue.tables.ts';
import { kitchenStations } from './kitchen.tables.ts';

/** A kitchen station with the products of its categories (decision 068). */
export type KitchenStationRecord = {
  id: string;
  name: string;
  categoryIds: string[];
  productIds: string[];
};

export function createKitchenRepo() {
  return {
    async stations(q: Queryable, placeId: string): Promise<KitchenStationRecord[]> {
      const rows = await q
        .select()
        .from(kitchenStations)
        .where(eq(kitchenStations.placeId, placeId))
        .orderBy(asc(kitchenStations.position), asc(kitchenStations.createdAt));
      const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
      const items =
        categoryIds.length === 0
          ? []
          : await q
              .select({ id: products.id, categoryId: products.categoryId })
              .from(products)
              .where(and(eq(products.placeId, placeId), inArray(products.categoryId, categoryIds)));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        categoryIds: r.categoryIds,
        productIds: items.filter((p) => r.categoryIds.includes(p.categoryId)).map((p) => p.id),
      }));
    },

    /** Which of these category ids are the place's (another place's ids are not found, RLS too). */
    async knownCategories(q: Queryable, placeId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await q
        .select({ id: menuCategories.id })
        .from(menuCategories)
        .where(and(eq(menuCategories.placeId, placeId), inArray(menuCategories.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** Replaces the place's stations with `list`, in its order. */
    async replaceStations(q: Queryable, placeId: string, list: { name: string; categoryIds: string[] }[]) {
      await q.delete(kitchenStations).where(eq(kitchenStations.placeId, placeId));
      if (list.length === 0) return;
      await q
        .insert(kitchenStations)
        .values(list.map((s, position) => ({ placeId, name: s.name, categoryIds: s.categoryIds, position })));
    },
  };
}
export type KitchenRepo = ReturnType<typeof createKitchenRepo>;
