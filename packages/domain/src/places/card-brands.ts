import type { SETTINGS_CARD_BRANDS } from './settings-schemas.ts';

/** Display names of the brands a place takes for card on delivery (card_brands, stored lowercase). */
export const CARD_BRAND_NAMES: Readonly<Record<(typeof SETTINGS_CARD_BRANDS)[number], string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

/** A brand's display name; an unknown brand shows as stored. */
export function brandName(brand: string): string {
  return (CARD_BRAND_NAMES as Record<string, string>)[brand.toLowerCase()] ?? brand;
}
