import { normalizeForSearch } from './rules.ts';

// Delivery fee per district (spec 1 §3 delivery_districts, checkfreedistrict): the place lists the
// districts it serves; an address is matched on district and city, ignoring accents and case.

export type DeliveryDistrictRule = { name: string; city: string; fee_cents: number; free: boolean };

export type DeliveryQuote = { delivers: boolean; free: boolean; feeCents: number };

export function deliveryQuote(
  districts: readonly DeliveryDistrictRule[],
  address: { district: string; city: string },
): DeliveryQuote {
  const district = normalizeForSearch(address.district);
  const city = normalizeForSearch(address.city);
  const match = districts.find((d) => normalizeForSearch(d.name) === district && normalizeForSearch(d.city) === city);
  if (!match) return { delivers: false, free: false, feeCents: 0 };
  const free = match.free || match.fee_cents <= 0;
  return { delivers: true, free, feeCents: free ? 0 : match.fee_cents };
}
