import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/** A menu category of a place (spec 1 §3 "Menu category"). Tenant table (RLS). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    description: text('description'),
    /** The category's key in URLs and in getproductlist's `type`. */
    typeSearch: text('type_search').notNull(),
    typeId: text('type_id'),
    image: text('image'),
    position: integer('position').notNull().default(0),
    subtypes: text('subtypes').array().notNull().default(sql`'{}'::text[]`),
    highlight: boolean('highlight').notNull().default(false),
    carousel: boolean('carousel').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('menu_categories_place_type_search').on(t.placeId, t.typeSearch),
    index('menu_categories_place_position').on(t.placeId, t.position),
  ],
);
export type CategoryRow = typeof menuCategories.$inferSelect;

/** A product or service of a place (spec 1 §3 "Product"); money in cents. Tenant table (RLS). */
export const products = pgTable(
  'products',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    categoryId: ownedBy('category_id', () => menuCategories.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    details: text('details'),
    priceCents: integer('price_cents').notNull(),
    /** The "from" price shown struck through; the discount percent is derived from it. */
    regularPriceCents: integer('regular_price_cents'),
    photo: text('photo'),
    subtype: text('subtype'),
    serviceTypeId: text('service_type_id'),
    /** Null: stock is not tracked. */
    stock: integer('stock'),
    safetyMargin: integer('safety_margin').notNull().default(0),
    saleWithoutStock: boolean('sale_without_stock').notNull().default(false),
    maxQuantity: integer('max_quantity'),
    /** Sold only by staff (visible with the place's manager token). */
    managerOnly: boolean('manager_only').notNull().default(false),
    /** Put on an account by staff when they open it (the night's rate; decision 187). */
    checkIn: boolean('check_in').notNull().default(false),
    servicesProviders: text('services_providers').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** normalizeForSearch(name + description): lowercase, no accents, for accent-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * normalizeForSearch(name), ordered with COLLATE "C": 'Água' sorts among the a's and the order is
     * the same on every server, whatever its locale (PGlite and PostgreSQL default collations differ).
     */
    sortName: text('sort_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('products_place_code').on(t.placeId, t.code),
    index('products_place_category_name').on(t.placeId, t.categoryId, t.sortName),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/**
 * A combo session of a product (spec 1 §3 "Combo session"): a product with sessions is a combo.
 * Caps of 0 mean no cap; the rules are packages/domain/src/catalogue/combo-rules.ts. Tenant table (RLS).
 */
export const comboSessions = pgTable(
  'combo_sessions',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    productId: ownedBy('product_id', () => products.id),
    title: text('title').notNull(),
    /** UNIQUE_SELECT | MANY_SELECT | MANY_QTD_SELECT */
    selectionType: text('selection_type').notNull(),
    minItens: integer('min_itens').notNull().default(0),
    maxItens: integer('max_itens').notNull().default(0),
    maxItensAdditions: integer('max_itens_additions').notNull().default(0),
    maxTotalProducts: integer('max_total_products').notNull().default(0),
    autocomplete: boolean('autocomplete').notNull().default(false),
    pendingPrint: boolean('pending_print').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('combo_sessions_place_product').on(t.placeId, t.productId, t.displayOrder)],
);
export type ComboSessionRow = typeof comboSessions.$inferSelect;

/** One choice of a combo session; `price_cents` is added per unit chosen (0 = included). Tenant table (RLS). */
export const comboItems = pgTable(
  'combo_items',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    sessionId: ownedBy('session_id', () => comboSessions.id),
    /** The menu product this choice stands for, if any (its name and photo may differ here). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    photo: text('photo'),
    priceCents: integer('price_cents').notNull().default(0),
    /** Quantity preselected by autocomplete. */
    qtd: integer('qtd').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('combo_items_place_session').on(t.placeId, t.sessionId, t.position)],
);
export type ComboItemRow = typeof comboItems.$inferSelect;
