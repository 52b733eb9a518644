import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../platform/db/columns.ts';

// Accented letters of Portuguese (and neighbours) and their plain forms, upper and lower case.
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
const PLAIN = 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';

/**
 * A place name as compared for look-alikes (decision 049): no accents, lowercase, letters and
 * digits only. 'Cantina da Praça', 'CANTINA-DA-PRACA' and 'cantina da praca!' are one name.
 * Plain SQL functions only (translate, lower, regexp_replace): the same on PostgreSQL and PGlite.
 */
export const placeNameKey = (value: SQLWrapper | string): SQL =>
  sql`regexp_replace(lower(translate(${value}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})), '[^a-z0-9]+', '', 'g')`;

export type BusinessHoursRow = { weekday: number; open: string; close: string };
export type DeliveryDistrictRow = { name: string; city: string; uf: string; fee_cents: number; free: boolean };
/**
 * Scheduled delivery / pickup (getagenda, docs/decisions/016). Hours are 'HH:MM' slot starts in
 * America/Sao_Paulo per weekday (0 = Sunday); `capacity` orders per slot (0 = no limit).
 */
export type AgendaSettingsRow = {
  days_ahead: number;
  lead_minutes: number;
  capacity: number;
  delivery: { weekday: number; hours: string[] }[];
  /** Pickup agenda: off when false (the pickup list is then empty). */
  pickup_enabled: boolean;
  pickup: { weekday: number; hours: string[] }[];
};
/** A table, tab, room or chalet where a customer consumes (open accounts); `id` is stable. */
export type ConsumePlaceRow = { id: string; kind: 'table' | 'tab' | 'room' | 'chalet'; name: string; active: boolean };
export type TemplatesRow = Partial<
  Record<'payment' | 'order' | 'checkin' | 'preCheckin' | 'openOrder' | 'schedule' | 'shareApp', string>
>;

/** A business (tenant). Settings of spec 1 §3 and spec 3 §3; money in cents. */
export const places = pgTable(
  'places',
  {
    id: primaryId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The name as compared for look-alikes; a new or renamed place may not repeat another's. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => placeNameKey(sql.identifier('name'))),
    address: text('address'),
    city: text('city'),
    uf: text('uf'),
    photo: text('photo'),
    banner: text('banner'),
    primaryColor: text('primary_color').notNull().default('#c2410c'),
    deliveryTimeMinutes: integer('delivery_time_minutes'),
    /** Smallest order the place takes, products only (0 = none). */
    minOrderCents: integer('min_order_cents').notNull().default(0),
    businessHours: jsonb('business_hours').$type<BusinessHoursRow[]>().notNull().default(sql`'[]'::jsonb`),
    cardBrands: text('card_brands').array().notNull().default(sql`'{}'::text[]`),
    open: boolean('open').notNull().default(true),
    closedPlace: boolean('closed_place').notNull().default(false),
    delivery: boolean('delivery').notNull().default(true),
    pickup: boolean('pickup').notNull().default(false),
    deliveryDistricts: jsonb('delivery_districts').$type<DeliveryDistrictRow[]>().notNull().default(sql`'[]'::jsonb`),
    deliveryAgenda: boolean('delivery_agenda').notNull().default(false),
    deliveryAgendaOnly: boolean('delivery_agenda_only').notNull().default(false),
    comandaFacil: boolean('comanda_facil').notNull().default(false),
    comandaFacilActions: text('comanda_facil_actions').array().notNull().default(sql`'{}'::text[]`),
    comandaFacilOpenOrder: boolean('comanda_facil_open_order').notNull().default(false),
    comandaFacilAutoOrder: boolean('comanda_facil_auto_order').notNull().default(false),
    comandaFacilOption: text('comanda_facil_option'),
    comandaFacilAppPaymentOnly: boolean('comanda_facil_app_payment_only').notNull().default(false),
    cardsMenu: boolean('cards_menu').notNull().default(false),
    marketplace: boolean('marketplace').notNull().default(false),
    branchMode: boolean('branch_mode').notNull().default(false),
    serviceSupplier: boolean('service_supplier').notNull().default(false),
    clinicEnabled: boolean('clinic_enabled').notNull().default(false),
    restaurantEnabled: boolean('restaurant_enabled').notNull().default(true),
    newUserFlow: boolean('new_user_flow').notNull().default(false),
    forceReferredBy: boolean('force_referred_by').notNull().default(false),
    cpfRequired: boolean('cpf_required').notNull().default(false),
    acceptCash: boolean('accept_cash').notNull().default(true),
    fidelidadeEnabled: boolean('fidelidade_enabled').notNull().default(false),
    /** Hundredths of a percent (250 = 2.5 %), so no float is stored. */
    cashbackPercBp: integer('cashback_perc_bp').notNull().default(0),
    cashbackMinSaqueCents: integer('cashback_min_saque_cents').notNull().default(0),
    orderExpirationHours: integer('order_expiration_hours').notNull().default(0),
    /** Order size caps (decision 051): units of one product, units in all, different products. */
    maxQuantityPerItem: integer('max_quantity_per_item').notNull().default(99),
    maxItemsPerOrder: integer('max_items_per_order').notNull().default(500),
    maxLinesPerOrder: integer('max_lines_per_order').notNull().default(100),
    paymentsServiceEnabled: boolean('payments_service_enabled').notNull().default(false),
    /** The place's seller at the payments provider: one seller, one place (decision 046). */
    paymentsSellerId: text('payments_seller_id').unique('places_payments_seller_id'),
    /** When the provider confirmed the seller; a seller not confirmed takes no charge (decision 046). */
    paymentsSellerVerifiedAt: timestamp('payments_seller_verified_at', { withTimezone: true }),
    firstPurchaseBlock: boolean('first_purchase_block').notNull().default(false),
    templates: jsonb('templates').$type<TemplatesRow>().notNull().default(sql`'{}'::jsonb`),
    supportLink: text('support_link'),
    agenda: jsonb('agenda').$type<AgendaSettingsRow>(),
    /** Days a cashback credit stays usable (0 = no expiry). */
    cashbackValidityDays: integer('cashback_validity_days').notNull().default(0),
    /** Cashback credited to the referrer when a referred person's first order is delivered. */
    referralRewardCents: integer('referral_reward_cents').notNull().default(0),
    /** Pickup points offered at checkout (names shown to the customer). */
    pickupPlaces: text('pickup_places').array().notNull().default(sql`'{}'::text[]`),
    consumePlaces: jsonb('consume_places').$type<ConsumePlaceRow[]>().notNull().default(sql`'[]'::jsonb`),
    wifiPassword: text('wifi_password'),
    /** Most card installments the online payment offers (1 = no installments). */
    maxInstallments: integer('max_installments').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('places_name_key').on(t.nameKey)],
);
export type PlaceRow = typeof places.$inferSelect;
