import { describe, expect, it } from 'vitest';
import { minOrderShortfall } from './min-order.ts';

describe('minimum order', () => {
  const base = { minOrderCents: 3000, subtotalCents: 2150, deliveryType: 1, staff: false };

  it('says how much of the products subtotal is missing', () => {
    expect(minOrderShortfall(base)).toBe(850);
    expect(minOrderShortfall({ ...base, subtotalCents: 3000 })).toBe(0);
    expect(minOrderShortfall({ ...base, subtotalCents: 4000 })).toBe(0);
  });

  it('does not apply without a minimum, at a table or counter, or to staff', () => {
    expect(minOrderShortfall({ ...base, minOrderCents: 0 })).toBe(0);
    expect(minOrderShortfall({ ...base, deliveryType: 2 })).toBe(0);
    expect(minOrderShortfall({ ...base, staff: true })).toBe(0);
    expect(minOrderShortfall({ ...base, deliveryType: undefined })).toBe(850);
  });
});
