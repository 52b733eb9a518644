import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, validateProductSearch } from './rules.ts';

describe('validateProductSearch', () => {
  it('accepts empty or 3+ characters after trimming', () => {
    expect(validateProductSearch('')).toBeNull();
    expect(validateProductSearch('   ')).toBeNull();
    expect(validateProductSearch('pão')).toBeNull();
    expect(validateProductSearch(' pa ')).toBe('searchMinChars');
    expect(validateProductSearch('a')).toBe('searchMinChars');
  });
});

describe('discountPercent', () => {
  it('derives the whole percent off the regular price', () => {
    expect(discountPercent(3990, 4990)).toBe(20);
    expect(discountPercent(1000, null)).toBe(0);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1200, 1000)).toBe(0);
    expect(discountPercent(0, 1000)).toBe(100);
  });

  it('stays within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.option(fc.integer({ min: 0, max: 1e9 })), (p, r) => {
        const d = discountPercent(p, r);
        return Number.isInteger(d) && d >= 0 && d <= 100;
      }),
    );
  });
});
