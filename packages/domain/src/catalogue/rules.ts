import { SEARCH_MIN_CHARS } from '../shared/constants.ts';
import type { MessageKey } from '../shared/messages.ts';

/** A product search is either empty (no filter) or at least 3 characters once trimmed (spec 1 §9). */
export function validateProductSearch(text: string): MessageKey | null {
  const trimmed = text.trim();
  return trimmed === '' || [...trimmed].length >= SEARCH_MIN_CHARS ? null : 'searchMinChars';
}

/** Whole percent off the regular price (0..100); 0 when there is no regular price above the price. */
export function discountPercent(priceCents: number, regularPriceCents: number | null): number {
  if (regularPriceCents === null || regularPriceCents <= 0 || priceCents >= regularPriceCents) return 0;
  const percent = Math.round(((regularPriceCents - Math.max(priceCents, 0)) * 100) / regularPriceCents);
  return Math.min(100, Math.max(0, percent));
}
