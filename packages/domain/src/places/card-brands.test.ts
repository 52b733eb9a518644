import { describe, expect, it } from 'vitest';
import { brandName, CARD_BRAND_NAMES } from './card-brands.ts';
import { SETTINGS_CARD_BRANDS } from './settings-schemas.ts';

describe('card brand names', () => {
  it('names every brand a place may list, whatever its case; an unknown one shows as stored', () => {
    expect(Object.keys(CARD_BRAND_NAMES).sort()).toEqual([...SETTINGS_CARD_BRANDS].sort());
    expect(brandName('AMEX')).toBe('American Express');
    expect(brandName('cabal')).toBe('cabal');
  });
});
