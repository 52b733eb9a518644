import { describe, expect, it } from 'vitest';
import { parseSignedCents } from './customers-calls.ts';

describe('parseSignedCents', () => {
  it('reads signed amounts with a decimal comma or point', () => {
    expect(parseSignedCents('10,50')).toBe(1050);
    expect(parseSignedCents('-5')).toBe(-500);
    expect(parseSignedCents('-5.0')).toBe(-500);
    expect(parseSignedCents('R$ 3,2')).toBe(320);
    expect(parseSignedCents('abc')).toBeNull();
    expect(parseSignedCents('')).toBeNull();
    expect(parseSignedCents('1,234')).toBeNull();
  });
});
