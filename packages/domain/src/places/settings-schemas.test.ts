import { describe, expect, it } from 'vitest';
import { CouponInput } from '../coupons/admin-schemas.ts';
import {
  BusinessHourRange,
  OPEN_EQUALS_CLOSE,
  OWNER_ONLY_SETTINGS,
  SETTINGS_SECTIONS,
  SettingsFields,
  SettingsUpdateBody,
  sectionSchema,
  ThemeFields,
} from './settings-schemas.ts';

const message = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('settings schemas', () => {
  it('refuses only a close equal to the open, under close; a close before the open runs past midnight', () => {
    const result = BusinessHourRange.safeParse({ weekday: 1, open: '18:00', close: '18:00' });
    expect(message(result)).toEqual([`close: ${OPEN_EQUALS_CLOSE}`]);
    expect(BusinessHourRange.safeParse({ weekday: 1, open: '00:00', close: '23:59' }).success).toBe(true);
    expect(BusinessHourRange.safeParse({ weekday: 5, open: '18:00', close: '02:00' }).success).toBe(true);
    expect(BusinessHourRange.safeParse({ weekday: 5, open: '10:00', close: '02:00' }).success).toBe(true);
  });

  it('names the field in money and percent refusals', () => {
    expect(message(SettingsUpdateBody.safeParse({ cashback_perc: 100.5 }))).toEqual([
      'cashback_perc: Percentual de cashback: o percentual deve ser no máximo 100%.',
    ]);
    expect(message(SettingsUpdateBody.safeParse({ referral_reward: 1.234 }))).toEqual([
      'referral_reward: Prêmio por indicação: use no máximo 2 casas decimais.',
    ]);
    expect(SettingsUpdateBody.safeParse({ cashback_perc: 12.5 }).success).toBe(true);
  });

  it('every section covers its fields once, and together all of them', () => {
    const all = Object.values(SETTINGS_SECTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(Object.keys(SettingsFields.shape).sort());
    for (const key of OWNER_ONLY_SETTINGS) expect(all).toContain(key);
  });

  it("a section's schema requires its fields and applies the cross rules", () => {
    const agenda = sectionSchema('agenda');
    expect(message(agenda.safeParse({ delivery_agenda: false, delivery_agenda_only: true, agenda: null }))).toEqual([
      'delivery_agenda_only: Somente agendamento: ative também a entrega agendada.',
    ]);
    expect(agenda.safeParse({ delivery_agenda: true }).success).toBe(false);
  });

  it('keeps empty texts as null and upper-cases the UF', () => {
    const parsed = SettingsUpdateBody.parse({ address: '  ', uf: 'sp', templates: { order: '' } });
    expect(parsed).toMatchObject({ address: null, uf: 'SP', templates: { order: null } });
  });

  it('theme: #RRGGBB only, stored lower case; empty images are null', () => {
    expect(
      ThemeFields.safeParse({ restaurantname: 'Loja', photo: '', banner: '', primary_color: '#FFF' }).success,
    ).toBe(false);
    expect(ThemeFields.parse({ restaurantname: 'Loja', photo: '', banner: null, primary_color: '#AABBCC' })).toEqual({
      restaurantname: 'Loja',
      photo: null,
      banner: null,
      primary_color: '#aabbcc',
    });
    expect(
      ThemeFields.safeParse({
        restaurantname: 'Loja',
        photo: 'javascript:alert(1)',
        banner: null,
        primary_color: '#aabbcc',
      }).success,
    ).toBe(false);
  });

  it('theme: light colours are accepted, the store derives readable shades (decision 069)', () => {
    for (const color of ['#FFE066', '#a8e6cf', '#ffffff']) {
      expect(
        ThemeFields.safeParse({ restaurantname: 'Loja', photo: '', banner: '', primary_color: color }).success,
      ).toBe(true);
    }
  });

  it('coupons: percent up to 100, dates in order, reserved code', () => {
    const base = {
      code: 'ok10',
      kind: 'percent',
      value: 10,
      description: '',
      min_order: 0,
      max_uses: 0,
      per_user_limit: 1,
      valid_from: '',
      valid_until: '',
      first_purchase_only: false,
      active: true,
    };
    expect(CouponInput.parse(base)).toMatchObject({ code: 'OK10', valid_from: null, description: null });
    expect(CouponInput.safeParse({ ...base, value: 101 }).success).toBe(false);
    expect(CouponInput.safeParse({ ...base, kind: 'flat', value: 101 }).success).toBe(true);
    expect(CouponInput.safeParse({ ...base, code: 'cashback' }).success).toBe(false);
    expect(CouponInput.safeParse({ ...base, valid_from: '2026-12-02', valid_until: '2026-12-01' }).success).toBe(false);
  });
});
