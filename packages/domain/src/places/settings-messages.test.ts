import { describe, expect, it } from 'vitest';
import { CouponInput } from '../coupons/admin-schemas.ts';
import {
  parseSettingsMessage,
  SETTINGS_FIELD_NAMES,
  SETTINGS_RULES,
  SETTINGS_SENTENCES,
  settingsMessage,
  settingsSentence,
} from './settings-messages.ts';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, SettingsUpdateBody, ThemeFields } from './settings-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const coupon = {
  code: 'NATAL',
  kind: 'percent',
  value: 10,
  description: '',
  min_order: 0,
  max_uses: 0,
  per_user_limit: 0,
  valid_from: '',
  valid_until: '',
  first_purchase_only: false,
  active: true,
};

/** Bad values of every kind of settings, theme and coupon field. */
const refusals: string[] = [
  ...[
    { cashback_perc: 150 },
    { cashback_perc: -1 },
    { cashback_perc: 1.234 },
    { cashback_perc: Number.NaN },
    { cashback_min_saque: -5 },
    { referral_reward: 200_000 },
    { max_installments: 13 },
    { max_installments: 0 },
    { max_installments: 1.5 },
    { order_expiration_time: Number.NaN },
    { business_hours: [{ weekday: 1, open: '18:00', close: '09:00' }] },
    { business_hours: [{ weekday: 1, open: '25:00', close: '26:00' }] },
    { business_hours: [{ weekday: 9, open: '10:00', close: '11:00' }] },
    { delivery_districts: [{ name: '', city: 'São Paulo', uf: 'SP', fee: 1, free: false }] },
    { delivery_districts: [{ name: 'Sé', city: ' ', uf: 'SP', fee: 1, free: false }] },
    { delivery_districts: [{ name: 'Sé', city: 'São Paulo', uf: 'S1', fee: 1, free: false }] },
    { delivery_districts: [{ name: 'Sé', city: 'São Paulo', uf: 'SP', fee: -1, free: false }] },
    {
      delivery_districts: [
        { name: 'Sé', city: 'São Paulo', uf: 'SP', fee: 1, free: false },
        { name: 'sé', city: 'São Paulo', uf: 'SP', fee: 2, free: false },
      ],
    },
    { pickup_places: [''] },
    { support_link: 'ftp://x' },
    { uf: 'São' },
    { delivery_districts: [{ name: 'x'.repeat(81), city: 'São Paulo', uf: 'SP', fee: 1, free: false }] },
    { delivery_districts: [{ name: 'Sé', city: 'São Paulo', uf: 'SPX', fee: 1, free: false }] },
    { delivery_districts: [{ name: 'Sé\u0000', city: 'São Paulo', uf: 'SP', fee: 1, free: false }] },
    { business_hours: [{ weekday: 1, open: '10:000', close: '11:00' }] },
    { pickup_places: ['x'.repeat(81)] },
    { wifi_password: 'x'.repeat(65) },
    { delivery_agenda: false, delivery_agenda_only: true },
    { payments_service_enabled: true, payments_seller_id: null },
    {
      agenda: {
        days_ahead: 0,
        lead_minutes: 0,
        capacity: 0,
        delivery: [{ weekday: 1, hours: Array.from({ length: 97 }, () => '10:00') }],
        pickup_enabled: false,
        pickup: [],
      },
    },
    { consume_places: [{ kind: 'table', name: '', active: true }] },
  ].flatMap((body) => messages(SettingsUpdateBody.safeParse(body))),
  ...[
    { restaurantname: 'X', photo: '', banner: '', primary_color: '#c2410c' },
    { restaurantname: 'Casa', photo: 'javascript:x', banner: '', primary_color: '#c2410c' },
    { restaurantname: 'Casa', photo: '', banner: '', primary_color: 'verde' },
    { restaurantname: 'Casa', photo: '', banner: '', primary_color: '#c2410c0' },
    { restaurantname: 'x'.repeat(81), photo: '', banner: '', primary_color: '#c2410c' },
  ].flatMap((body) => messages(ThemeFields.safeParse(body))),
  ...[
    { value: 150 },
    { value: 0, kind: 'flat' },
    { value: -1, kind: 'flat' },
    { code: 'a b' },
    { code: 'cashback' },
    { min_order: -1 },
    { max_uses: -1 },
    { per_user_limit: 1001 },
    { valid_from: '2026-13-01' },
    { valid_until: '2026-12-01T00:00' },
    { code: 'X'.repeat(31) },
    { valid_from: '2026-12-10', valid_until: '2026-12-01' },
  ].flatMap((over) => messages(CouponInput.safeParse({ ...coupon, ...over }))),
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  settingsMessage('couponCode', 'codeTaken', { code: 'PRIMEIRA' }),
  settingsSentence('ownerOnly', { field: 'Percentual de cashback' }),
];

describe('settings messages', () => {
  it('knows every message the settings, theme and coupon rules give', () => {
    expect(refusals.length).toBeGreaterThan(40);
    const unknown = refusals.filter((text) => parseSettingsMessage(text) === null);
    expect(unknown).toEqual([]);
  });

  it('reads the field name, the rule and its values back from a message', () => {
    expect(parseSettingsMessage('Taxa de entrega: o valor não pode ser negativo.')).toEqual({
      name: 'deliveryFee',
      rule: 'moneyNegative',
      params: {},
    });
    expect(parseSettingsMessage('Parcelas máximas: o máximo é 12.')).toEqual({
      name: 'maxInstallments',
      rule: 'max',
      params: { n: '12' },
    });
    expect(parseSettingsMessage('Bairro repetido: Vila Nova.')).toEqual({
      sentence: 'districtRepeated',
      params: { name: 'Vila Nova' },
    });
    expect(parseSettingsMessage('Código: já existe um cupom VERAO nesta loja.')).toEqual({
      name: 'couponCode',
      rule: 'codeTaken',
      params: { code: 'VERAO' },
    });
    expect(parseSettingsMessage('Algo inesperado aconteceu.')).toBeNull();
    expect(parseSettingsMessage('Nome: outra coisa.')).toBeNull();
  });

  it('has no name, rule or sentence twice', () => {
    for (const texts of [SETTINGS_FIELD_NAMES, SETTINGS_RULES, SETTINGS_SENTENCES]) {
      const values = Object.values(texts);
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
