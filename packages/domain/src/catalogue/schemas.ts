import { z } from 'zod';
import { PRODUCT_SORTS } from '../shared/constants.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { validateProductSearch } from './rules.ts';

/** A menu category as getcategories answers it (spec 1 §3 "Menu category"). */
export const Category = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type_search: z.string(),
  type_id: z.string().nullable(),
  image: z.string().nullable(),
  order: z.number().int(),
  subtypes: z.array(z.string()),
  highlight: z.boolean(),
  carousel: z.boolean(),
});
export type Category = z.infer<typeof Category>;

/** A product on the wire (spec 1 §3 "Product"); money in reais, stored as cents. Combos come later. */
export const Product = z.object({
  _id: z.string(),
  code: z.string(),
  productname: z.string(),
  description: z.string().nullable(),
  details: z.string().nullable(),
  price: z.number(),
  regular_price: z.number().nullable(),
  /** Percent 0..100 off the regular price, or 0 when there is none. */
  discount: z.number().int(),
  photo: z.string().nullable(),
  categoria_photo: z.string().nullable(),
  /** The category's type_search. */
  type: z.string(),
  subtype: z.string().nullable(),
  service_type_id: z.string().nullable(),
  /** Null when stock is not tracked. */
  stock: z.number().int().nullable(),
  safety_margin: z.number().int(),
  sale_without_stock: z.boolean(),
  max_quantity: z.number().int().nullable(),
  manager_only: z.boolean(),
  services_providers: z.array(z.string()),
});
export type Product = z.infer<typeof Product>;

export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

/** Trimmed; empty (no filter) or at least SEARCH_MIN_CHARS characters (spec 1 §9). */
export const ProductSearch = checked(plainText(100), validateProductSearch).transform((v) => v.trim());

export const GetCategoriesBody = z.object({});
export const GetCategoriesResponse = z.object({ categories: z.array(Category) });

export const GetProductListBody = z.object({
  /** A category's type_search. */
  type: plainText(100).min(1).optional(),
  subtype: plainText(100).min(1).optional(),
  search: ProductSearch.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  sort: ProductSort.default('productname asc'),
  // Accepted as the original app sends them; not used by the list yet (attendancy and check-in
  // filters arrive with open orders and check-in).
  manager: z.union([z.boolean(), z.string().max(100)]).optional(),
  attendancy: z.union([z.boolean(), z.string().max(100), z.number().int().min(0).max(2_147_483_647)]).optional(),
  check_in: z.union([z.boolean(), z.string().max(100)]).optional(),
});
export const GetProductListResponse = z.object({
  products: z.array(Product),
  page: z.number().int(),
  has_more: z.boolean(),
  total: z.number().int(),
});

export const GetProductBody = z.object({ code: plainText(100).min(1) });
export const GetProductResponse = Product;
