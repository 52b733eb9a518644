import { describe, expect, it } from 'vitest';
import { maskPhone, nextPhoneValue, pastedPhoneValue, phoneDigits } from './phone-input.ts';

describe('maskPhone', () => {
  it('masks progressively while typing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('119123')).toBe('(11) 9123');
    expect(maskPhone('1191234')).toBe('(11) 9123-4');
    expect(maskPhone('1112345678')).toBe('(11) 1234-5678');
    expect(maskPhone('11912345678')).toBe('(11) 91234-5678');
  });
  it('caps at 11 digits', () => {
    expect(maskPhone('119123456789')).toBe('(11) 91234-5678');
  });
});

describe('nextPhoneValue', () => {
  it('adds typed digits and ignores other characters', () => {
    expect(nextPhoneValue('(11) 9', '(11) 98')).toBe('(11) 98');
    expect(nextPhoneValue('(11', '(11a')).toBe('(11');
  });
  it('removes the digit before a deleted mask character', () => {
    expect(nextPhoneValue('(11) 9123-4', '(11) 91234')).toBe('(11) 9123');
    expect(nextPhoneValue('(11) 9', '(11)9')).toBe('(11');
  });
});

describe('pastedPhoneValue', () => {
  it('strips +55, spaces, dashes and parentheses', () => {
    expect(pastedPhoneValue('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(pastedPhoneValue('5511987654321')).toBe('(11) 98765-4321');
  });
  it('inserts the 9 in a 10-digit mobile number', () => {
    expect(pastedPhoneValue('11 8765-4321')).toBe('(11) 98765-4321');
  });
  it('keeps a landline as it is', () => {
    expect(pastedPhoneValue('+55 (11) 3456-7890')).toBe('(11) 3456-7890');
  });
  it('keeps digits of the masked value', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
  });
});
