import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { places } from '../places/places.tables.ts';

/** A menu category of a place (spec 1 §3 "Menu category"). Tenant table (RLS). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
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
    servicesProviders: text('services_providers').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** normalizeForSearch(name + description): lowercase, no accents, for accent-insensitive search. */
    searchText: text('search_text').notNull().default(''),
    /**
     * normalizeForSearch(name), ordered with COLLATE "C": 'Água' sorts among the a's and the order is
     * the same on every server, whatever its locale (PGlite and PostgreSQL default collations differ).
     */
    sortName: text('sort_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('products_place_code').on(t.placeId, t.code),
    index('products_place_category_name').on(t.placeId, t.categoryId, t.sortName),
  ],
);
export type ProductRow = typeof products.$inferSelect;
