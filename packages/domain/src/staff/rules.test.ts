import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmExpiry,
  EXPIRY_UNIT_HOURS,
  EXPIRY_UNITS,
  expiryHours,
  expiryInUnits,
  neverExpires,
  readExpiryDuration,
  readFlatDiscountCents,
  readManagerPriceCents,
  readPercent,
} from './rules.ts';

describe('order expiry (spec 3 §2.5)', () => {
  it('shows a stored duration in the largest unit dividing it evenly', () => {
    expect(expiryInUnits(48)).toEqual({ amount: 2, unit: 'days' });
    expect(expiryInUnits(720)).toEqual({ amount: 1, unit: 'months' });
    expect(expiryInUnits(336)).toEqual({ amount: 2, unit: 'weeks' });
    expect(expiryInUnits(1440)).toEqual({ amount: 2, unit: 'months' });
    expect(expiryInUnits(25)).toEqual({ amount: 25, unit: 'hours' });
    expect(expiryInUnits(168 * 5)).toEqual({ amount: 5, unit: 'weeks' });
  });

  it('round-trips every duration and unit: the display never changes the hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom(...EXPIRY_UNITS), (n, unit) => {
        const hours = expiryHours(n, unit);
        const shown = expiryInUnits(hours);
        expect(expiryHours(shown.amount, shown.unit)).toBe(hours);
        expect(EXPIRY_UNIT_HOURS[shown.unit]).toBeGreaterThanOrEqual(EXPIRY_UNIT_HOURS[unit]);
      }),
    );
  });

  it('reads 1 to 999 whole units and enables confirm only then, or when not expiring', () => {
    expect(readExpiryDuration('1')).toBe(1);
    expect(readExpiryDuration('999')).toBe(999);
    for (const bad of ['0', '1000', '-1', '2,5', '', 'dois']) expect(readExpiryDuration(bad)).toBeNull();
    expect(canConfirmExpiry({ dontExpire: false, duration: '0' })).toBe(false);
    expect(canConfirmExpiry({ dontExpire: false, duration: '2' })).toBe(true);
    expect(canConfirmExpiry({ dontExpire: true, duration: '' })).toBe(true);
    expect(neverExpires(0, false)).toBe(true);
    expect(neverExpires(24, true)).toBe(true);
    expect(neverExpires(24, false)).toBe(false);
  });
});

describe('manager discounts as typed', () => {
  it('reads a percent above 0 up to 100 with a comma or a dot', () => {
    expect(readPercent('10')).toBe(10);
    expect(readPercent('12,5')).toBe(12.5);
    expect(readPercent('7.25 %')).toBe(7.25);
    expect(readPercent('100')).toBe(100);
    for (const bad of ['0', '100,01', '101', '-5', '1,234', 'dez', '']) expect(readPercent(bad)).toBeNull();
  });

  it('reads a flat discount in cents within the bound', () => {
    expect(readFlatDiscountCents('5', 10_000)).toBe(500);
    expect(readFlatDiscountCents('12,50', 10_000)).toBe(1250);
    expect(readFlatDiscountCents('0', 10_000)).toBeNull();
    expect(readFlatDiscountCents('100,01', 10_000)).toBeNull();
    expect(readFlatDiscountCents('-1', 10_000)).toBeNull();
  });
});

describe('manager price as typed', () => {
  it('reads BR money from 0 to the bound', () => {
    expect(readManagerPriceCents('12,90', 100_000)).toBe(1290);
    expect(readManagerPriceCents('1.000,00', 100_000)).toBe(100_000);
    expect(readManagerPriceCents('0', 100_000)).toBe(0);
    expect(readManagerPriceCents('1.000,01', 100_000)).toBeNull();
    expect(readManagerPriceCents('12,999', 100_000)).toBeNull();
    expect(readManagerPriceCents('-1', 100_000)).toBeNull();
  });
});
