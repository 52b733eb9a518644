import { describe, expect, it } from 'vitest';
import { commaList, nullableNumber, requiredNumber } from './form-values.ts';

describe('catalogue form values', () => {
  it('splits a comma list, trimming and dropping empty parts', () => {
    expect(commaList(' Tradicionais, Especiais ,, Doces ')).toEqual(['Tradicionais', 'Especiais', 'Doces']);
    expect(commaList('')).toEqual([]);
  });
  it('reads empty numbers as null (optional) or NaN (required)', () => {
    expect(nullableNumber('')).toBeNull();
    expect(nullableNumber('12.5')).toBe(12.5);
    expect(requiredNumber('')).toBeNaN();
    expect(requiredNumber('3')).toBe(3);
  });
});
