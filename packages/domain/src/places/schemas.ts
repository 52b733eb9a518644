import { z } from 'zod';
import { modeFlagFields } from './settings-schemas.ts';

/** Opening hours of one weekday (0 = Sunday), local time 'HH:MM'. */
export const BusinessHours = z.object({
  weekday: z.number().int().min(0).max(6),
  open: z.string().regex(/^\d{2}:\d{2}$/),
  close: z.string().regex(/^\d{2}:\d{2}$/),
});

export const DeliveryDistrict = z.object({
  name: z.string(),
  city: z.string(),
  uf: z.string().length(2),
  /** Reais on the wire (spec payloads use reais); cents in the database. */
  fee: z.number(),
  free: z.boolean(),
});

export const MessageTemplates = z.object({
  payment: z.string().optional(),
  order: z.string().optional(),
  checkin: z.string().optional(),
  preCheckin: z.string().optional(),
  openOrder: z.string().optional(),
  schedule: z.string().optional(),
  shareApp: z.string().optional(),
});

export const MenuEntry = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type_search: z.string(),
  type_id: z.string().nullable(),
  image: z.string().nullable(),
  order: z.number(),
  highlight: z.boolean(),
  carousel: z.boolean(),
});

/** Public settings of a place: what the storefront and its guards read (spec 1 §3, spec 3 §3). */
export const PlaceSettings = z.object({
  _id: z.string(),
  slug: z.string(),
  restaurantname: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  photo: z.string().nullable(),
  banner: z.string().nullable(),
  primary_color: z.string(),
  delivery_time: z.number().int().nullable(),
  /** Smallest products subtotal the place takes, in reais (0 = none). */
  min_order: z.number(),
  business_hours: z.array(BusinessHours),
  card_brands: z.array(z.string()),
  aberto: z.boolean(),
  closed_place: z.boolean(),
  delivery: z.boolean(),
  pickup: z.boolean(),
  delivery_districts: z.array(DeliveryDistrict),
  delivery_agenda: z.boolean(),
  delivery_agenda_only: z.boolean(),
  comandaFacil: z.boolean(),
  comandaFacil_actions: z.array(z.string()),
  comandaFacil_open_order: z.boolean(),
  comandaFacil_auto_order: z.boolean(),
  comandaFacil_option: z.string().nullable(),
  comandaFacil_app_payment_only: z.boolean(),
  ...modeFlagFields,
  force_referred_by: z.boolean(),
  cpf_required: z.boolean(),
  accept_cash: z.boolean(),
  fidelidade_enabled: z.boolean(),
  /** Percent 0..100 of product values credited as cashback. */
  cashback_perc: z.number(),
  /** Reais. */
  cashback_min_saque: z.number(),
  /** Hours; 0 means orders do not expire. */
  order_expiration_time: z.number().int(),
  payments_service_enabled: z.boolean(),
  payments_seller_id: z.string().nullable(),
  first_purchase_block: z.boolean(),
  templates: MessageTemplates,
  webapp_link: z.string(),
  support_link: z.string().nullable(),
  /** Pickup points offered at checkout (back-office settings). */
  pickup_places: z.array(z.string()).optional(),
  /** Most card installments online payment offers (1 = none). */
  max_installments: z.number().int().optional(),
  /** Order size caps (decision 051): units of one product, units in all, different products. */
  max_quantity_per_item: z.number().int().optional(),
  max_items_per_order: z.number().int().optional(),
  max_lines_per_order: z.number().int().optional(),
  menu: z.array(MenuEntry),
});
export type PlaceSettings = z.infer<typeof PlaceSettings>;

export const PreloginPrimeBody = z.object({});
export const PreloginPrimeResponse = z.object({
  restaurant_data: PlaceSettings,
  uf_list: z.array(z.object({ uf: z.string() })),
  cidade_list: z.array(z.object({ name: z.string(), uf: z.string() })),
  district_list: z.array(z.object({ name: z.string(), city: z.string(), fee: z.number() })),
  /** Minutes an order usually takes (the place's delivery_time). */
  order_wait_time: z.number().int().nullable(),
  support_link: z.string().nullable(),
  /** Which sign-in providers are configured on this server (spec 3 §2.4 step 0). */
  auth_providers: z.object({
    google: z.boolean(),
    apple: z.boolean(),
    /** How the login opens each provider's sign-in (step 0); empty when none is configured. */
    clients: z.array(
      z.object({
        provider: z.enum(['google', 'apple']),
        authorize_url: z.string(),
        client_id: z.string(),
        scope: z.string(),
        response_type: z.string(),
      }),
    ),
  }),
  sandbox: z.boolean(),
});
