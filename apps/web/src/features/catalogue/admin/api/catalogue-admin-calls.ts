import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type AdminCategory = CallResult<'admin/catalogue/menus'>['categories'][number];
export type AdminProduct = CallResult<'admin/catalogue/products'>['products'][number];
export type ComboData = CallResult<'admin/catalogue/combo'>;

const KEY = ['backoffice', 'catalogue'] as const;
export const catalogueKeys = {
  all: KEY,
  menus: [...KEY, 'menus'] as const,
  products: (search: string, categoryId: string | null, page: number) =>
    [...KEY, 'products', search, categoryId, page] as const,
  product: (id: string) => [...KEY, 'product', id] as const,
  combo: (id: string) => [...KEY, 'combo', id] as const,
  history: (id: string) => [...KEY, 'history', id] as const,
};

export const menusQuery = () =>
  queryOptions({ queryKey: catalogueKeys.menus, queryFn: () => api.call('admin/catalogue/menus', {}) });

/** The place's service types a product may name (decision 180), inactive ones too. */
export const serviceTypesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'service-types'] as const,
    queryFn: () => api.call('getservicetype', { include_inactive: true }),
  });

export const productsQuery = (search: string, categoryId: string | null, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.products(search, categoryId, page),
    queryFn: () =>
      api.call('admin/catalogue/products', {
        page,
        ...(search.trim() ? { search: search.trim() } : {}),
        ...(categoryId ? { category_id: categoryId } : {}),
      }),
    placeholderData: (previous) => previous,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: () => api.call('admin/catalogue/product', { _id: id }).then((r) => r.product),
  });

export const comboQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.combo(id),
    queryFn: () => api.call('admin/catalogue/combo', { product_id: id }),
  });

export const historyQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.history(id),
    queryFn: () => api.call('admin/catalogue/stockhistory', { product_id: id }),
  });

export const saveCategory = (body: CallBody<'admin/catalogue/savemenu'>) =>
  api.call('admin/catalogue/savemenu', body).then((r) => r.category);
export const deleteCategory = (id: string) => api.call('admin/catalogue/deletemenu', { _id: id });
export const reorderCategories = (ids: string[]) => api.call('admin/catalogue/reordermenus', { ids });
export const saveProduct = (body: CallBody<'admin/catalogue/saveproduct'>) =>
  api.call('admin/catalogue/saveproduct', body).then((r) => r.product);
export const setAvailability = (id: string, active: boolean) =>
  api.call('admin/catalogue/availability', { _id: id, active }).then((r) => r.product);
export const deleteProduct = (id: string) => api.call('admin/catalogue/deleteproduct', { _id: id });
export const adjustStock = (body: CallBody<'admin/catalogue/adjuststock'>) =>
  api.call('admin/catalogue/adjuststock', body);
export const saveCombo = (body: CallBody<'admin/catalogue/savecombo'>) => api.call('admin/catalogue/savecombo', body);
export const deleteCombo = (id: string) => api.call('admin/catalogue/deletecombo', { product_id: id });
export const uploadPhoto = (data: string, kind: 'product' | 'category' | 'combo-item') =>
  api.call('admin/catalogue/uploadphoto', { data, kind });
export const importCsv = (csv: string, dry_run = false) => api.call('admin/catalogue/importcsv', { csv, dry_run });
export const exportCsv = () => api.call('admin/catalogue/exportcsv', {});

/** Every product's id and name (for linking combo items), read page by page. */
export const productChoicesQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'choices'] as const,
    queryFn: async () => {
      const all: { _id: string; productname: string }[] = [];
      for (let page = 1; page <= 100; page++) {
        const answer = await api.call('admin/catalogue/products', { page });
        all.push(...answer.products.map((p) => ({ _id: p._id, productname: p.productname })));
        if (!answer.has_more) break;
      }
      return all.sort((a, b) => a.productname.localeCompare(b.productname, 'pt-BR'));
    },
    staleTime: 60_000,
  });
