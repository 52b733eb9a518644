// Display names of the card brands a place lists in card_brands (stored lowercase).

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};

export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand;
}
