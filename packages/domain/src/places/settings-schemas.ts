import { z } from 'zod';
import { LINE_QUANTITY_MAX, ORDER_ITEMS_MAX, ORDER_LINES_MAX } from '../shared/bounds.ts';
import {
  type SettingsFieldName,
  type SettingsRule,
  settingsMessage as say,
  settingsSentence,
} from './settings-messages.ts';

// Back-office settings of a place (spec 1 §3 and spec 3 §3 "Restaurant settings")
// and its white-label theme. One schema serves the forms (react-hook-form resolver), the
// server and the OpenAPI document. Messages name the field in pt-BR (texts in settings-messages.ts);
// the server prefixes the path. Decision 029.

const label = (name: SettingsFieldName, rule: SettingsRule, params: Record<string, number> = {}) =>
  say(name, rule, params);

/** Reais, 0 .. 100 000, at most 2 decimals. */
export const moneyField = (name: SettingsFieldName) =>
  z
    .number({ error: label(name, 'moneyRequired') })
    .min(0, label(name, 'moneyNegative'))
    .max(100_000, label(name, 'moneyMax'))
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, label(name, 'twoDecimals'));

/** Percent 0 .. 100, at most 2 decimals. */
export const percentField = (name: SettingsFieldName) =>
  z
    .number({ error: label(name, 'percentRequired') })
    .min(0, label(name, 'percentNegative'))
    .max(100, label(name, 'percentMax'))
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, label(name, 'twoDecimals'));

export const intField = (name: SettingsFieldName, min: number, max: number) =>
  z
    .number({ error: label(name, 'numberRequired') })
    .int(label(name, 'wholeNumber'))
    .min(min, label(name, 'min', { n: min }))
    .max(max, label(name, 'max', { n: max }));

const textField = (name: SettingsFieldName, max: number, min = 0) =>
  z
    .string()
    .max(max, label(name, 'maxChars', { n: max }))
    .refine((v) => !v.includes('\u0000'), label(name, 'invalidChar'))
    .transform((v) => v.trim())
    .refine((v) => v.length >= min, label(name, 'required'));

/** Optional text: an empty string is saved as null. */
const optionalText = (name: SettingsFieldName, max: number) =>
  z
    .string()
    .max(max, label(name, 'maxChars', { n: max }))
    .refine((v) => !v.includes('\u0000'), label(name, 'invalidChar'))
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .nullable();

export const HHMM = z
  .string()
  .max(5, settingsSentence('timeFormat'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, settingsSentence('timeFormat'));

export const OPEN_EQUALS_CLOSE = settingsSentence('sameOpenClose');

/**
 * One opening range of a weekday (0 = Sunday). A close earlier than the open runs past midnight
 * into the next day (a bar 18:00–02:00, decision 064); only open == close means nothing.
 */
export const BusinessHourRange = z
  .object({ weekday: intField('weekday', 0, 6), open: HHMM, close: HHMM })
  .refine((h) => h.close !== h.open, { message: OPEN_EQUALS_CLOSE, path: ['close'] });

/** A stored range as read back: never refused, so a settings screen always loads (decision 064). */
export const StoredBusinessHour = z.object({ weekday: z.number(), open: z.string(), close: z.string() });

export const AdminDistrict = z.object({
  name: textField('district', 80, 1),
  city: textField('city', 80, 1),
  uf: z
    .string()
    .max(2, label('uf', 'ufFormat'))
    .regex(/^[A-Za-z]{2}$/, label('uf', 'ufFormat'))
    .transform((v) => v.toUpperCase()),
  fee: moneyField('deliveryFee'),
  free: z.boolean(),
});

const AgendaWeekday = z.object({
  weekday: intField('weekday', 0, 6),
  hours: z.array(HHMM).max(96, label('agenda', 'maxSlots', { n: 96 })),
});

export const AgendaSettings = z.object({
  days_ahead: intField('agendaDaysAhead', 1, 60),
  lead_minutes: intField('agendaLeadMinutes', 0, 2880),
  capacity: intField('agendaCapacity', 0, 1000),
  delivery: z.array(AgendaWeekday).max(7),
  pickup_enabled: z.boolean(),
  pickup: z.array(AgendaWeekday).max(7),
});
export type AgendaSettings = z.infer<typeof AgendaSettings>;

export const COMANDA_ACTIONS = ['callWaiter', 'requestBill', 'checkin'] as const;
export const CONSUME_KINDS = ['table', 'tab', 'room', 'chalet'] as const;
export const SETTINGS_CARD_BRANDS = [
  'visa',
  'mastercard',
  'elo',
  'amex',
  'hipercard',
  'diners',
  'discover',
  'jcb',
] as const;

export const ConsumePlace = z.object({
  /** Absent for a new one; the server gives it a stable id. */
  _id: z.string().uuid().optional(),
  kind: z.enum(CONSUME_KINDS),
  name: textField('consumePlace', 40, 1),
  active: z.boolean(),
});

export const TEMPLATE_KEYS = [
  'payment',
  'order',
  'checkin',
  'preCheckin',
  'openOrder',
  'schedule',
  'shareApp',
] as const;
export const AdminTemplates = z.object(
  Object.fromEntries(TEMPLATE_KEYS.map((k) => [k, optionalText('template', 1000).optional()])) as Record<
    (typeof TEMPLATE_KEYS)[number],
    z.ZodOptional<ReturnType<typeof optionalText>>
  >,
);

export const MODE_FLAGS = [
  'cards_menu',
  'marketplace',
  'branchMode',
  'service_supplier',
  'clinicEnabled',
  'restaurantEnabled',
  'new_user_flow',
] as const;
/** The modes as schema fields, in that order (the settings form and preloginprime's settings). */
export const modeFlagFields = Object.fromEntries(MODE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  (typeof MODE_FLAGS)[number],
  z.ZodBoolean
>;

/** Every editable setting, by the spec's field names. Money in reais, percentages 0..100. */
export const SettingsFields = z.object({
  // Loja
  aberto: z.boolean(),
  closed_place: z.boolean(),
  address: optionalText('address', 200),
  city: optionalText('city', 80),
  uf: z
    .string()
    .max(2, label('uf', 'ufFormat'))
    .regex(/^([A-Za-z]{2})?$/, label('uf', 'ufFormat'))
    .transform((v) => (v === '' ? null : v.toUpperCase()))
    .nullable(),
  support_link: optionalText('supportLink', 300).refine(
    (v) => v === null || /^https?:\/\/\S+$/.test(v),
    label('supportLink', 'httpsLink'),
  ),
  delivery_time: intField('deliveryTime', 0, 1440).nullable(),
  min_order: moneyField('minOrder'),
  order_expiration_time: intField('orderExpiration', 0, 720),
  cpf_required: z.boolean(),
  // Order size caps (decision 051): units of one product, units in all, and different products.
  max_quantity_per_item: intField('maxQuantityPerItem', 1, LINE_QUANTITY_MAX),
  max_items_per_order: intField('maxItemsPerOrder', 1, ORDER_ITEMS_MAX),
  max_lines_per_order: intField('maxLinesPerOrder', 1, ORDER_LINES_MAX),
  // Horários
  business_hours: z.array(BusinessHourRange).max(50, label('hours', 'maxRanges', { n: 50 })),
  // Entrega
  delivery: z.boolean(),
  pickup: z.boolean(),
  delivery_districts: z
    .array(AdminDistrict)
    .max(500, label('districts', 'maxItems', { n: 500 }))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((d, i) => {
        const key = `${d.name.toLowerCase()}|${d.city.toLowerCase()}|${d.uf}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: settingsSentence('districtRepeated', { name: d.name }),
            path: [i, 'name'],
          });
        }
        seen.add(key);
      });
    }),
  pickup_places: z.array(textField('pickupPlace', 80, 1)).max(30, label('pickupPlaces', 'maxItems', { n: 30 })),
  // Agendamento
  delivery_agenda: z.boolean(),
  delivery_agenda_only: z.boolean(),
  agenda: AgendaSettings.nullable(),
  // Mesas e comandas
  comandaFacil: z.boolean(),
  comandaFacil_actions: z.array(z.enum(COMANDA_ACTIONS)).max(COMANDA_ACTIONS.length),
  comandaFacil_open_order: z.boolean(),
  comandaFacil_auto_order: z.boolean(),
  comandaFacil_option: z.enum(CONSUME_KINDS).nullable(),
  comandaFacil_app_payment_only: z.boolean(),
  consume_places: z.array(ConsumePlace).max(500, label('consumePlaces', 'maxItems', { n: 500 })),
  wifi_password: optionalText('wifiPassword', 64),
  // Pagamento
  accept_cash: z.boolean(),
  card_brands: z.array(z.enum(SETTINGS_CARD_BRANDS)).max(SETTINGS_CARD_BRANDS.length),
  payments_service_enabled: z.boolean(),
  payments_seller_id: optionalText('sellerId', 100),
  max_installments: intField('maxInstallments', 1, 12),
  // Cashback e regras de cliente
  fidelidade_enabled: z.boolean(),
  cashback_perc: percentField('cashbackPercent'),
  cashback_min_saque: moneyField('cashbackMinWithdrawal'),
  cashback_validity_days: intField('cashbackValidity', 0, 3650),
  referral_reward: moneyField('referralReward'),
  force_referred_by: z.boolean(),
  first_purchase_block: z.boolean(),
  // Mensagens
  templates: AdminTemplates,
  // Modos
  ...modeFlagFields,
});
export type SettingsFields = z.infer<typeof SettingsFields>;
export type SettingsFieldsInput = z.input<typeof SettingsFields>;
export type SettingsKey = keyof SettingsFields;

/**
 * Settings only the owner changes (decision 029): money and who receives it, loyalty economics,
 * customer-admission rules and the modes that switch the app's whole behaviour.
 */
/** The loyalty settings: their own section of the form, and the owner's to change. */
const CASHBACK_SETTINGS = [
  'fidelidade_enabled',
  'cashback_perc',
  'cashback_min_saque',
  'cashback_validity_days',
  'referral_reward',
  'force_referred_by',
  'first_purchase_block',
] as const satisfies readonly SettingsKey[];

export const OWNER_ONLY_SETTINGS = [
  'payments_service_enabled',
  'payments_seller_id',
  'max_installments',
  ...CASHBACK_SETTINGS,
  ...MODE_FLAGS,
] as const satisfies readonly SettingsKey[];

/** The form sections (tabs) and their fields; the screen saves one section at a time. */
export const SETTINGS_SECTIONS = {
  store: [
    'aberto',
    'closed_place',
    'address',
    'city',
    'uf',
    'support_link',
    'delivery_time',
    'min_order',
    'order_expiration_time',
    'cpf_required',
    'max_quantity_per_item',
    'max_items_per_order',
    'max_lines_per_order',
  ],
  hours: ['business_hours'],
  delivery: ['delivery', 'pickup', 'delivery_districts', 'pickup_places'],
  agenda: ['delivery_agenda', 'delivery_agenda_only', 'agenda'],
  tabs: [
    'comandaFacil',
    'comandaFacil_actions',
    'comandaFacil_open_order',
    'comandaFacil_auto_order',
    'comandaFacil_option',
    'comandaFacil_app_payment_only',
    'consume_places',
    'wifi_password',
  ],
  payment: ['accept_cash', 'card_brands', 'payments_service_enabled', 'payments_seller_id', 'max_installments'],
  cashback: CASHBACK_SETTINGS,
  messages: ['templates'],
  modes: [...MODE_FLAGS],
} as const satisfies Record<string, readonly SettingsKey[]>;
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;

/** Rules across fields, for the whole object or any part of it (the fields it names are present). */
function crossRules(v: Partial<SettingsFields>, ctx: z.RefinementCtx) {
  if (v.delivery_agenda_only === true && v.delivery_agenda === false) {
    ctx.addIssue({
      code: 'custom',
      message: label('agendaOnly', 'agendaRequired'),
      path: ['delivery_agenda_only'],
    });
  }
  if (v.payments_service_enabled === true && v.payments_seller_id === null) {
    ctx.addIssue({
      code: 'custom',
      message: label('sellerId', 'sellerRequired'),
      path: ['payments_seller_id'],
    });
  }
}

/** A section's form schema (the web's resolver): the section's fields, required, with the cross rules. */
export function sectionSchema(
  section: SettingsSection,
): z.ZodType<Partial<SettingsFields>, Partial<SettingsFieldsInput>> {
  const mask = Object.fromEntries(SETTINGS_SECTIONS[section].map((k) => [k, true])) as Record<SettingsKey, true>;
  return SettingsFields.pick(mask).superRefine((v, ctx) => crossRules(v, ctx)) as unknown as z.ZodType<
    Partial<SettingsFields>,
    Partial<SettingsFieldsInput>
  >;
}

/** admin/settings/update: any subset of the fields; absent ones are left as they are. */
export const SettingsUpdateBody = SettingsFields.partial().superRefine((v, ctx) => crossRules(v, ctx));

export const AdminSettingsResponse = z.object({
  settings: z.object({
    ...SettingsFields.shape,
    business_hours: z.array(StoredBusinessHour),
    consume_places: z.array(ConsumePlace.extend({ _id: z.string() })),
  }),
  /** Whether the caller may change OWNER_ONLY_SETTINGS. */
  owner: z.boolean(),
  owner_only: z.array(z.string()),
});
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;

// White-label theme.

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const imageUrl = (name: SettingsFieldName) =>
  z
    .string()
    .max(500, label(name, 'maxChars', { n: 500 }))
    .refine((v) => v === '' || /^(https?:\/\/\S+|\/\S+)$/.test(v), label(name, 'imageUrl'))
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const ThemeFields = z.object({
  restaurantname: textField('name', 80, 2),
  photo: imageUrl('logo'),
  banner: imageUrl('banner'),
  primary_color: z
    .string()
    .max(7, label('primaryColor', 'colorFormat'))
    .regex(HEX_COLOR, label('primaryColor', 'colorFormat'))
    .transform((v) => v.toLowerCase()),
});
export type ThemeFields = z.infer<typeof ThemeFields>;
export type ThemeFieldsInput = z.input<typeof ThemeFields>;

export const ThemeResponse = z.object({
  theme: z.object({
    restaurantname: z.string(),
    photo: z.string().nullable(),
    banner: z.string().nullable(),
    primary_color: z.string(),
  }),
  slug: z.string(),
  /** The place's own link (start_url of its manifest). */
  webapp_link: z.string(),
  manifest_url: z.string(),
});

export const IMAGE_KINDS = ['logo', 'banner'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** 10 MB as base64 (4/3) with room for a data-URL prefix. */
export const IMAGE_MAX_BASE64 = 14_000_000;
export const IMAGE_TOO_LARGE = label('image', 'imageTooLarge');
export const NOT_AN_IMAGE = label('image', 'notAnImage');

/** admin/settings/theme/upload: a logo or banner picture, resized to WebP and stored; not yet saved. */
export const ThemeImageBody = z.object({
  kind: z.enum(IMAGE_KINDS),
  /** The file as a data URL (data:image/png;base64,...) or bare base64. */
  data: z.string().min(1, NOT_AN_IMAGE).max(IMAGE_MAX_BASE64, IMAGE_TOO_LARGE),
});
export const ThemeImageResponse = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
