import { z } from 'zod';
import { boundedInt, INT4_MAX, wholeNumberMessage } from '../shared/bounds.ts';
import { PRODUCT_SORTS } from '../shared/constants.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { SELECTION_TYPES } from './combo-rules.ts';
import { validateProductSearch } from './rules.ts';

export { SELECTION_TYPES };

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

/** One choice of a combo session; money in reais. */
export const ComboItem = z.object({
  /** The combo item's id (uuid). */
  _id: z.string(),
  /** The menu product it stands for, if any. */
  product_id: z.string().nullable(),
  productname: z.string(),
  description: z.string().nullable(),
  photo: z.string().nullable(),
  /** Reais added to the combo's unit price per unit chosen (0 = included). */
  price: z.number(),
  /** Quantity preselected by autocomplete (spec "items with qtd"). */
  qtd: z.number().int(),
});
export type ComboItem = z.infer<typeof ComboItem>;

/** A combo session (spec 1 §3 "Combo session"); caps of 0 mean no cap. Rules: combo-rules.ts. */
export const ComboSession = z.object({
  _id: z.string(),
  title: z.string(),
  selection_type: z.enum(SELECTION_TYPES),
  min_itens: z.number().int(),
  max_itens: z.number().int(),
  max_itens_additions: z.number().int(),
  max_total_products: z.number().int(),
  autocomplete: z.boolean(),
  pending_print: z.boolean(),
  display_order: z.number().int(),
  product_list_data: z.array(ComboItem),
});
export type ComboSession = z.infer<typeof ComboSession>;

/** The items chosen in one combo session, as a cart line carries them. */
export const ComboChoice = z.object({
  session_id: z.string().uuid(),
  items: z.array(z.object({ item_id: z.string().uuid(), qtd: boundedInt('fieldOptionQuantity', 0, 999) })).max(100),
});
export type ComboChoice = z.infer<typeof ComboChoice>;

/** A product on the wire (spec 1 §3 "Product"); money in reais, stored as cents. */
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
  /** Staff put it on an account when they open it (the night's rate; decision 187). */
  check_in: z.boolean(),
  services_providers: z.array(z.string()),
  /** The product's own id when it is a combo (has sessions), else null. */
  combolist_id: z.string().nullable(),
  /** Sorted by display_order; [] for plain products. */
  combosession_list: z.array(ComboSession),
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
  page: boundedInt('fieldPage', 1, 100_000).default(1),
  sort: ProductSort.default('productname asc'),
  // Accepted as the original app sends them; not used by the list yet (attendancy and check-in
  // filters arrive with open orders and check-in).
  manager: z.union([z.boolean(), z.string().max(100)]).optional(),
  attendancy: z
    .union([z.boolean(), z.string().max(100), boundedInt('fieldAttendance', 0, INT4_MAX)], {
      error: wholeNumberMessage('fieldAttendance', 0, INT4_MAX),
    })
    .optional(),
  /** Only the check-in products (staff opening an account; decision 187); 'false' or absent: all. */
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
