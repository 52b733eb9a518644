import type { CallInput, CallResult } from '@app/domain';
import type { AdminCategory, AdminProduct } from '@app/domain/catalogue/admin-schemas';
import { ADMIN_PAGE_SIZE } from '@app/domain/catalogue/admin-schemas';
import { reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { numberedPage } from '../../platform/paging.ts';
import { fieldError, notFoundError } from './admin-errors.ts';
import type { CategoryRecord, ProductWithCategory } from './catalogue.repo.ts';
import { toCategory, toProduct } from './catalogue.service.ts';
import type { CatalogueAdminRepo, ProductValues } from './catalogue-admin.repo.ts';

export type CatalogueAdminDeps = {
  database: Database;
  repo: CatalogueAdminRepo;
  /** Drops the storefront's cached menu and product pages of the place (a save shows at once). */
  invalidate: (placeId: string) => void;
};

/** Whether a place has a service type with this id (a product may only name one it has). */
export type ServiceTypeCheck = (tx: Queryable, placeId: string, id: string) => Promise<boolean>;

export const toAdminCategory = (row: CategoryRecord & { productCount?: number }): AdminCategory => ({
  ...toCategory(row),
  active: row.active,
  product_count: row.productCount ?? 0,
});

export const toAdminProduct = (row: ProductWithCategory, isCombo = false): AdminProduct => ({
  ...toProduct(row),
  combolist_id: isCombo ? row.id : null,
  category_id: row.categoryId,
  active: row.active,
});

/** Categories and products of the back office; every write refreshes the storefront. */
export function createCatalogueAdminService({
  database,
  repo,
  invalidate,
  serviceTypeKnown,
}: CatalogueAdminDeps & { serviceTypeKnown: ServiceTypeCheck }) {
  async function readProduct(tx: Queryable, actor: Actor, placeId: string, id: string): Promise<AdminProduct> {
    const row = await repo.findProduct(tx, placeId, id);
    if (!row) throw notFoundError(actor, 'productNotFound');
    const combos = await repo.hasCombo(tx, placeId, [id]);
    return toAdminProduct(row, combos.has(id));
  }

  async function write<T>(placeId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await database.inPlace(placeId, fn);
    invalidate(placeId);
    return result;
  }

  return {
    async listMenus(actor: Actor): Promise<CallResult<'admin/catalogue/menus'>> {
      const place = placeOf(actor);
      const rows = await database.inPlace(place.id, (tx) => repo.listCategories(tx, place.id));
      return { categories: rows.map(toAdminCategory) };
    },

    async saveMenu(
      actor: Actor,
      input: CallInput<'admin/catalogue/savemenu'>,
    ): Promise<CallResult<'admin/catalogue/savemenu'>> {
      const place = placeOf(actor);
      const values = {
        name: input.name,
        description: input.description,
        typeSearch: input.type_search,
        typeId: input.type_id,
        image: input.image,
        subtypes: [...new Set(input.subtypes)],
        highlight: input.highlight,
        carousel: input.carousel,
        active: input.active,
        ...(input.order !== undefined ? { position: input.order } : {}),
      };
      try {
        const row = await write(place.id, async (tx) => {
          const same = await repo.categoryByType(tx, place.id, input.type_search);
          if (same && same.id !== input._id) throw fieldError(actor, 'type_search', 'typeSearchTaken');
          if (input._id) {
            const updated = await repo.updateCategory(tx, place.id, input._id, values);
            if (!updated) throw notFoundError(actor, 'categoryNotFound');
            return { ...updated, productCount: await repo.countProducts(tx, place.id, updated.id) };
          }
          const last = (await repo.listCategories(tx, place.id)).reduce((max, c) => Math.max(max, c.position + 1), 0);
          return { ...(await repo.insertCategory(tx, place.id, { position: last, ...values })), productCount: 0 };
        });
        return { category: toAdminCategory(row) };
      } catch (error) {
        if (isUniqueViolation(error, 'menu_categories_place_type_search')) {
          throw fieldError(actor, 'type_search', 'typeSearchTaken');
        }
        throw error;
      }
    },

    async deleteMenu(actor: Actor, input: CallInput<'admin/catalogue/deletemenu'>) {
      const place = placeOf(actor);
      return write(place.id, async (tx) => {
        if (!(await repo.findCategory(tx, place.id, input._id))) throw notFoundError(actor, 'categoryNotFound');
        if ((await repo.countProducts(tx, place.id, input._id)) > 0) {
          throw fieldError(actor, '_id', 'categoryHasProducts');
        }
        return { deleted: await repo.deleteCategory(tx, place.id, input._id) };
      });
    },

    /** The given ids first, in that order, then the place's other categories in their current order. */
    async reorderMenus(actor: Actor, input: CallInput<'admin/catalogue/reordermenus'>) {
      const place = placeOf(actor);
      return write(place.id, async (tx) => {
        const current = (await repo.listCategories(tx, place.id)).map((c) => c.id);
        const known = new Set(current);
        const wanted = [...new Set(input.ids)].filter((id) => known.has(id));
        const order = [...wanted, ...current.filter((id) => !wanted.includes(id))];
        await repo.setCategoryPositions(tx, place.id, order);
        return { ids: order };
      });
    },

    async listProducts(
      actor: Actor,
      input: CallInput<'admin/catalogue/products'>,
    ): Promise<CallResult<'admin/catalogue/products'>> {
      const place = placeOf(actor);
      const paging = numberedPage(input.page, ADMIN_PAGE_SIZE);
      return database.inPlace(place.id, async (tx) => {
        const { rows, total } = await repo.listProducts(tx, {
          placeId: place.id,
          categoryId: input.category_id,
          search: input.search,
          ...paging.slice,
        });
        const combos = await repo.hasCombo(
          tx,
          place.id,
          rows.map((r) => r.id),
        );
        return {
          products: rows.map((r) => toAdminProduct(r, combos.has(r.id))),
          ...paging.fields(rows.length, total),
        };
      });
    },

    async readProduct(actor: Actor, input: CallInput<'admin/catalogue/product'>) {
      const place = placeOf(actor);
      return { product: await database.inPlace(place.id, (tx) => readProduct(tx, actor, place.id, input._id)) };
    },

    async saveProduct(
      actor: Actor,
      input: CallInput<'admin/catalogue/saveproduct'>,
    ): Promise<CallResult<'admin/catalogue/saveproduct'>> {
      const place = placeOf(actor);
      const values: ProductValues = {
        categoryId: input.category_id,
        code: input.code,
        name: input.productname,
        description: input.description,
        details: input.details,
        priceCents: reaisToCents(input.price),
        regularPriceCents: input.regular_price === null ? null : reaisToCents(input.regular_price),
        photo: input.photo,
        subtype: input.subtype,
        serviceTypeId: input.service_type_id,
        stock: input.stock,
        safetyMargin: input.safety_margin,
        saleWithoutStock: input.sale_without_stock,
        maxQuantity: input.max_quantity,
        managerOnly: input.manager_only,
        checkIn: input.check_in,
        servicesProviders: [...new Set(input.services_providers)],
        active: input.active,
      };
      try {
        const product = await write(place.id, async (tx) => {
          const category = await repo.findCategory(tx, place.id, input.category_id);
          if (!category) throw fieldError(actor, 'category_id', 'categoryNotFound');
          if (input.subtype && !category.subtypes.includes(input.subtype)) {
            throw fieldError(actor, 'subtype', 'subtypeUnknown');
          }
          if (await repo.codeTaken(tx, place.id, input.code, input._id)) throw fieldError(actor, 'code', 'codeTaken');
          let id = input._id;
          let before: number | null = null;
          const existing = id ? await repo.findProduct(tx, place.id, id, { forUpdate: true }) : null;
          if (id && !existing) throw notFoundError(actor, 'productNotFound');
          // A service type the product already had stays (even if deactivated since); a new one must exist.
          const type = input.service_type_id;
          if (type && type !== existing?.serviceTypeId && !(await serviceTypeKnown(tx, place.id, type))) {
            throw fieldError(actor, 'service_type_id', 'serviceTypeUnknown');
          }
          if (id && existing) {
            before = existing.stock;
            await repo.updateProduct(tx, place.id, id, values);
          } else {
            id = await repo.insertProduct(tx, place.id, values);
          }
          if (input.stock !== null && input.stock !== before) {
            await repo.insertMovement(tx, {
              placeId: place.id,
              productId: id,
              delta: input.stock - (before ?? 0),
              stockAfter: input.stock,
              reason: input._id ? 'Ajuste no cadastro' : 'Estoque inicial',
              userId: actor.manager?.userId ?? null,
            });
          }
          return readProduct(tx, actor, place.id, id);
        });
        return { product };
      } catch (error) {
        if (isUniqueViolation(error, 'products_place_code')) throw fieldError(actor, 'code', 'codeTaken');
        throw error;
      }
    },

    async setAvailability(actor: Actor, input: CallInput<'admin/catalogue/availability'>) {
      const place = placeOf(actor);
      const product = await write(place.id, async (tx) => {
        if (!(await repo.findProduct(tx, place.id, input._id, { forUpdate: true }))) {
          throw notFoundError(actor, 'productNotFound');
        }
        await repo.updateProduct(tx, place.id, input._id, { active: input.active });
        return readProduct(tx, actor, place.id, input._id);
      });
      return { product };
    },

    async deleteProduct(actor: Actor, input: CallInput<'admin/catalogue/deleteproduct'>) {
      const place = placeOf(actor);
      return write(place.id, async (tx) => {
        if (!(await repo.deleteProduct(tx, place.id, input._id))) throw notFoundError(actor, 'productNotFound');
        return { deleted: true };
      });
    },
  };
}
export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
