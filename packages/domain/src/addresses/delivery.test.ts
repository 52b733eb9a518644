import { describe, expect, it } from 'vitest';
import { deliveryQuote } from './delivery.ts';

const districts = [
  { name: 'República', city: 'São Paulo', fee_cents: 0, free: true },
  { name: 'Consolação', city: 'São Paulo', fee_cents: 500, free: false },
  { name: 'Centro', city: 'Paraty', fee_cents: 300, free: false },
];

describe('deliveryQuote', () => {
  it('matches district and city ignoring accents, case and extra spaces', () => {
    expect(deliveryQuote(districts, { district: ' consolacao ', city: 'SAO PAULO' })).toEqual({
      delivers: true,
      free: false,
      feeCents: 500,
    });
    expect(deliveryQuote(districts, { district: 'Republica', city: 'São Paulo' })).toEqual({
      delivers: true,
      free: true,
      feeCents: 0,
    });
  });

  it('does not deliver to a district of the same name in another city, nor to unknown districts', () => {
    expect(deliveryQuote(districts, { district: 'Centro', city: 'São Paulo' }).delivers).toBe(false);
    expect(deliveryQuote(districts, { district: 'Moema', city: 'São Paulo' })).toEqual({
      delivers: false,
      free: false,
      feeCents: 0,
    });
  });
});
