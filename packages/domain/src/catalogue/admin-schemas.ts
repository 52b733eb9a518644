import { z } from 'zod';
import { boundedInt, groupDigits, PRICE_MAX_CENTS, STOCK_MAX } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import { type CatalogueAdminMessageKey, catalogueMessage } from './admin-messages.ts';
import { isSessionComplete, SELECTION_TYPES, sessionMinimum } from './combo-rules.ts';
import { Category, ComboSession, Product } from './schemas.ts';

// The back-office catalogue's wire: the same schemas validate the web forms
// (react-hook-form + zodResolver) and the server's calls. Money in reais, as the storefront's wire.

const m = (key: CatalogueAdminMessageKey, params?: Record<string, string | number>) => catalogueMessage(key, params);

/** Reais per unit (decision 051: cents of every order total fit an int4 column). */
export const PRICE_MAX = PRICE_MAX_CENTS / 100;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** base64 of 10 MB plus room, so a bit too big a picture still gets the friendly message. */
export const PHOTO_MAX_BASE64 = 16_000_000;
export const CSV_MAX_CHARS = 2_000_000;
export const CSV_MAX_ROWS = 5_000;

const Uuid = z.string().uuid();
const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : null));
const wholeNumber = (min: number, max: number, minKey: CatalogueAdminMessageKey = 'notNegative') =>
  z
    .number({ error: m('wholeNumber') })
    .int(m('wholeNumber'))
    .min(min, m(minKey))
    .max(max, m('maxValue', { n: groupDigits(max) }));

export const Money = z
  .number({ error: m('priceRequired') })
  .min(0, m('priceNegative'))
  .max(PRICE_MAX, m('priceTooHigh'));
export const ProductCode = z
  .string()
  .trim()
  .min(1, m('codeRequired'))
  .max(40, m('codeInvalid'))
  .regex(/^[A-Za-z0-9._-]+$/, m('codeInvalid'));
export const TypeSearch = z
  .string()
  .trim()
  .min(1, m('typeSearchInvalid'))
  .max(60, m('typeSearchInvalid'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m('typeSearchInvalid'));
/** A photo URL as the storage port answers it (absolute path or http(s) URL). */
const PhotoUrl = plainText(500)
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : null));

// ---- categories -------------------------------------------------------------------------------

export const AdminCategory = Category.extend({ active: z.boolean(), product_count: z.number().int() });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const ListMenusBody = z.object({});
export const ListMenusResponse = z.object({ categories: z.array(AdminCategory) });

export const SaveCategoryBody = z.object({
  _id: Uuid.optional(),
  name: plainText(80).trim().min(1, m('nameRequired')),
  description: optionalText(500),
  type_search: TypeSearch,
  type_id: optionalText(60),
  image: PhotoUrl,
  order: wholeNumber(0, 10_000).optional(),
  subtypes: z
    .array(plainText(60).trim().min(1, m('nameRequired')))
    .max(50)
    .default([]),
  highlight: z.boolean().default(false),
  carousel: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type SaveCategoryInput = z.input<typeof SaveCategoryBody>;
export const SaveCategoryResponse = z.object({ category: AdminCategory });

export const CategoryIdBody = z.object({ _id: Uuid });
export const DeleteResponse = z.object({ deleted: z.boolean() });

export const ReorderBody = z.object({ ids: z.array(Uuid).min(1).max(500) });
export const ReorderResponse = z.object({ ids: z.array(z.string()) });

// ---- products ---------------------------------------------------------------------------------

export const AdminProduct = Product.extend({ category_id: z.string(), active: z.boolean() });
export type AdminProduct = z.infer<typeof AdminProduct>;

export const ListAdminProductsBody = z.object({
  search: plainText(100).optional(),
  category_id: Uuid.optional(),
  page: boundedInt('fieldPage', 1, 10_000).default(1),
});
export const ADMIN_PAGE_SIZE = 50;
export const ListAdminProductsResponse = z.object({
  products: z.array(AdminProduct),
  page: z.number().int(),
  has_more: z.boolean(),
  total: z.number().int(),
});

export const ProductIdBody = z.object({ _id: Uuid });

/** The product form and the save call (spec 1 §3 Product); discount is derived from regular_price. */
export const SaveProductBody = z
  .object({
    _id: Uuid.optional(),
    category_id: z.string({ error: m('categoryRequired') }).uuid(m('categoryRequired')),
    code: ProductCode,
    productname: plainText(120).trim().min(1, m('nameRequired')),
    description: optionalText(500),
    details: optionalText(2000),
    price: Money,
    regular_price: Money.nullable().default(null),
    photo: PhotoUrl,
    subtype: optionalText(60),
    service_type_id: optionalText(60),
    /** Null: stock not tracked. A change is kept in the stock history ('Ajuste no cadastro'). */
    stock: wholeNumber(0, STOCK_MAX).nullable().default(null),
    safety_margin: wholeNumber(0, STOCK_MAX).default(0),
    sale_without_stock: z.boolean().default(false),
    max_quantity: wholeNumber(1, 1_000_000, 'maxQuantityMin').nullable().default(null),
    manager_only: z.boolean().default(false),
    check_in: z.boolean().default(false),
    services_providers: z.array(plainText(80).trim().min(1)).max(50).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.regular_price !== null && v.regular_price > 0 && v.regular_price <= v.price) {
      ctx.addIssue({ code: 'custom', path: ['regular_price'], message: m('regularBelowPrice') });
    }
  });
export type SaveProductInput = z.input<typeof SaveProductBody>;
export const SaveProductResponse = z.object({ product: AdminProduct });

export const SetAvailabilityBody = z.object({ _id: Uuid, active: z.boolean() });

// ---- stock ------------------------------------------------------------------------------------

export const AdjustStockBody = z.object({
  product_id: Uuid,
  delta: z
    .number({ error: m('wholeNumber') })
    .int(m('wholeNumber'))
    .min(-STOCK_MAX, m('wholeRange', { min: groupDigits(-STOCK_MAX), max: groupDigits(STOCK_MAX) }))
    .max(STOCK_MAX, m('wholeRange', { min: groupDigits(-STOCK_MAX), max: groupDigits(STOCK_MAX) }))
    .refine((v) => v !== 0, m('deltaZero')),
  reason: plainText(200).trim().min(1, m('reasonRequired')),
});
export type AdjustStockInput = z.input<typeof AdjustStockBody>;

export const StockMovement = z.object({
  _id: z.string(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;
export const AdjustStockResponse = z.object({ stock: z.number().int(), movement: StockMovement });
export const StockHistoryBody = z.object({
  product_id: Uuid,
  page: boundedInt('fieldPage', 1, 10_000).default(1),
});
export const StockHistoryResponse = z.object({
  movements: z.array(StockMovement),
  has_more: z.boolean(),
});

// ---- combos -----------------------------------------------------------------------------------

const cap = (max: number) => wholeNumber(0, max).default(0);

export const AdminComboItem = z.object({
  _id: Uuid.optional(),
  product_id: Uuid.nullable().default(null),
  productname: plainText(120).trim().min(1, m('itemNameRequired')),
  description: optionalText(300),
  photo: PhotoUrl,
  /** Reais added per unit chosen (0 = included). */
  price: Money.default(0),
  /** Preselected quantity (autocomplete). */
  qtd: wholeNumber(0, 99).default(0),
});

export const AdminComboSession = z
  .object({
    _id: Uuid.optional(),
    title: plainText(80).trim().min(1, m('sessionTitleRequired')),
    selection_type: z.enum(SELECTION_TYPES),
    min_itens: cap(99),
    max_itens: cap(99),
    max_itens_additions: cap(99),
    max_total_products: cap(999),
    autocomplete: z.boolean().default(false),
    pending_print: z.boolean().default(false),
    display_order: wholeNumber(0, 1000).default(0),
    product_list_data: z.array(AdminComboItem).max(100),
  })
  .superRefine((s, ctx) => {
    const problem = comboSessionEditProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: m(problem.key) });
  });
export type AdminComboSessionInput = z.input<typeof AdminComboSession>;

type SessionDraft = Omit<z.output<typeof AdminComboSession>, never>;

/**
 * Why a session as edited could never be satisfied, using the storefront's combo rules
 * (combo-rules.ts): no items; a minimum above a cap or above what the items allow; autocomplete
 * presets that the dialog itself would refuse.
 */
export function comboSessionEditProblem(
  s: Pick<
    SessionDraft,
    'selection_type' | 'min_itens' | 'max_itens' | 'max_itens_additions' | 'max_total_products' | 'autocomplete'
  > & { product_list_data: readonly { qtd: number; price: number }[] },
): { field: string; key: CatalogueAdminMessageKey } | null {
  if (s.product_list_data.length === 0) return { field: 'product_list_data', key: 'sessionNoItems' };
  const rule = {
    _id: 's',
    selection_type: s.selection_type,
    min_itens: s.min_itens,
    max_itens: s.max_itens,
    max_itens_additions: s.max_itens_additions,
    max_total_products: s.max_total_products,
    autocomplete: s.autocomplete,
    display_order: 0,
    product_list_data: s.product_list_data.map((item, i) => ({ _id: String(i), price: item.price, qtd: item.qtd })),
  };
  const minimum = sessionMinimum(rule);
  if (s.selection_type !== 'UNIQUE_SELECT') {
    if (s.max_itens > 0 && s.min_itens > s.max_itens) return { field: 'min_itens', key: 'sessionMinAboveMax' };
    if (s.max_total_products > 0 && s.min_itens > s.max_total_products) {
      return { field: 'min_itens', key: 'sessionMinAboveMax' };
    }
    // The most units the items allow: MANY_SELECT one of each; MANY_QTD_SELECT bounded by its caps.
    const items = s.product_list_data.length;
    const distinct = s.max_itens > 0 ? Math.min(items, s.max_itens) : items;
    const reachable =
      s.selection_type === 'MANY_SELECT'
        ? distinct
        : s.max_itens_additions > 0 || s.max_total_products > 0
          ? Math.min(
              s.max_itens_additions > 0 ? distinct * s.max_itens_additions : Number.POSITIVE_INFINITY,
              s.max_total_products > 0 ? s.max_total_products : Number.POSITIVE_INFINITY,
            )
          : Number.POSITIVE_INFINITY;
    if (minimum > reachable) return { field: 'min_itens', key: 'sessionMinUnreachable' };
  }
  const preset = rule.product_list_data.filter((i) => i.qtd > 0).map((i) => ({ item_id: i._id, qtd: i.qtd }));
  if (preset.length > 0 && !isSessionComplete(rule, preset)) {
    return { field: 'product_list_data', key: 'sessionPresetInvalid' };
  }
  return null;
}

export const SaveComboBody = z.object({
  product_id: Uuid,
  sessions: z.array(AdminComboSession).max(30),
});
export type SaveComboInput = z.input<typeof SaveComboBody>;
export const ReadComboBody = z.object({ product_id: Uuid });
export const ComboResponse = z.object({
  product_id: z.string(),
  productname: z.string(),
  sessions: z.array(ComboSession),
});
export type ComboResponse = z.infer<typeof ComboResponse>;

// ---- photo, CSV -------------------------------------------------------------------------------

/** A picture as base64 (docs/decisions: photo upload); resized to WebP by the server. */
export const UploadPhotoBody = z.object({
  data: z.string().min(1, m('notAnImage')).max(PHOTO_MAX_BASE64, m('imageTooLarge')),
  filename: plainText(200).optional(),
  /** What the product or category the picture is for; only names the stored file. */
  kind: z.enum(['product', 'category', 'combo-item']).default('product'),
});
export const UploadPhotoResponse = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const ImportCsvBody = z.object({
  csv: z.string().max(CSV_MAX_CHARS),
  /** Check only: report the rows' errors and counts without saving. */
  dry_run: z.boolean().default(false),
});
export const CsvRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type CsvRowError = z.infer<typeof CsvRowError>;
export const ImportCsvResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  saved: z.boolean(),
  errors: z.array(CsvRowError),
});
export const ExportCsvBody = z.object({});
export const ExportCsvResponse = z.object({ filename: z.string(), csv: z.string() });

/** The CSV's columns, in file order (export writes them; import needs at least the required ones). */
export const CSV_COLUMNS = [
  'code',
  'productname',
  'category',
  'subtype',
  'description',
  'details',
  'price',
  'regular_price',
  'stock',
  'safety_margin',
  'sale_without_stock',
  'max_quantity',
  'manager_only',
  'check_in',
  'service_type_id',
  'services_providers',
  'active',
  'photo',
] as const;
export const CSV_REQUIRED = ['code', 'productname', 'category', 'price'] as const;
