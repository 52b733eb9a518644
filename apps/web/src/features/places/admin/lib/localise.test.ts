import {
  SETTINGS_FIELD_NAMES,
  SETTINGS_RULES,
  SETTINGS_SENTENCES,
  settingsMessage,
  settingsSentence,
} from '@app/domain/places/settings-messages';
import { IMAGE_TOO_LARGE, OPEN_EQUALS_CLOSE } from '@app/domain/places/settings-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../../lib/i18n.ts';
import en from '../../../../locales/en/backoffice-settings.json';
import ptBR from '../../../../locales/pt-BR/backoffice-settings.json';
import { localiseSettingsMessage } from './localise.ts';

/** Words that are the same in English (an untranslated copy of any other is a mistake). */
const SAME_IN_BOTH = new Set(['names.logo', 'names.banner']);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('settings rule texts in the i18n files', () => {
  it('pt-BR carries the domain texts, en one text per key with the same placeholders', () => {
    const domain = { names: SETTINGS_FIELD_NAMES, rules: SETTINGS_RULES, sentences: SETTINGS_SENTENCES };
    expect(ptBR.validation).toEqual(domain);
    for (const group of ['names', 'rules', 'sentences'] as const) {
      const texts = en.validation[group] as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(domain[group]).sort());
      for (const [key, pt] of Object.entries(domain[group])) {
        expect(texts[key], `${group}.${key}`).toBeTruthy();
        if (!SAME_IN_BOTH.has(`${group}.${key}`)) expect(texts[key], `${group}.${key}`).not.toBe(pt);
        expect(placeholders(texts[key] ?? ''), `${group}.${key}`).toEqual(placeholders(pt));
      }
    }
  });
});

describe('localiseSettingsMessage', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('backoffice-settings');
  });
  afterAll(() => i18n.changeLanguage('pt-BR'));

  it.each([
    [settingsMessage('deliveryFee', 'moneyNegative'), 'Delivery fee: the amount cannot be negative.'],
    [settingsMessage('cashbackPercent', 'percentMax'), 'Cashback percentage: the percentage must be at most 100%.'],
    [settingsMessage('couponValue', 'percentMax'), 'Coupon value: the percentage must be at most 100%.'],
    [settingsMessage('maxInstallments', 'max', { n: 12 }), 'Maximum installments: the maximum is 12.'],
    [
      OPEN_EQUALS_CLOSE,
      'Opening and closing cannot be the same. To run past midnight, close before the opening (e.g. 18:00 to 02:00).',
    ],
    [IMAGE_TOO_LARGE, 'Image: the file must be at most 10 MB.'],
    [settingsSentence('districtRepeated', { name: 'Sé' }), 'District repeated: Sé.'],
    [
      settingsMessage('couponCode', 'codeTaken', { code: 'VERAO' }),
      'Code: there is already a coupon VERAO in this store.',
    ],
    ['Algo inesperado aconteceu.', 'Algo inesperado aconteceu.'],
  ])('%s', (pt, english) => {
    expect(localiseSettingsMessage(pt)).toBe(english);
  });

  it('leaves pt-BR texts alone for pt-BR readers', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(localiseSettingsMessage(OPEN_EQUALS_CLOSE)).toBe(OPEN_EQUALS_CLOSE);
    await i18n.changeLanguage('en');
  });
});
