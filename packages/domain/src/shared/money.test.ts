import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_INPUT_MAX_CENTS } from './constants.ts';
import { centsToReais, formatMoney, parseMoneyInput, reaisToCents, validateMoneyInput } from './money.ts';

const NBSP = '\u00a0';
const cents = fc.integer({ min: 0, max: MONEY_INPUT_MAX_CENTS });

describe('formatMoney', () => {
  it('writes pt-BR reais with a no-break space', () => {
    expect(formatMoney(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(5)).toBe(`R$${NBSP}0,05`);
    expect(formatMoney(1999)).toBe(`R$${NBSP}19,99`);
    expect(formatMoney(MONEY_INPUT_MAX_CENTS)).toBe(`R$${NBSP}100.000.000,00`);
  });

  it('writes en amounts as US$ with en-US separators and no space', () => {
    expect(formatMoney(123456, 'en')).toBe('US$1,234.56');
    expect(formatMoney(0, 'en')).toBe('US$0.00');
    expect(formatMoney(-500, 'en')).toBe('-US$5.00');
  });

  it('writes what Intl.NumberFormat writes (it is built by hand to spare the formatters)', () => {
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const any = fc.integer({ min: -MONEY_INPUT_MAX_CENTS, max: MONEY_INPUT_MAX_CENTS }).filter((c) => c !== 0);
    fc.assert(
      fc.property(any, (c) => {
        expect(formatMoney(c)).toBe(brl.format(c / 100));
        expect(formatMoney(c, 'en')).toBe(usd.format(c / 100).replace('$', 'US$'));
      }),
    );
  });

  it('formats negatives (discount lines) and rounds fractional cents', () => {
    expect(formatMoney(-500)).toMatch(/^-R\$\s5,00$/);
    expect(formatMoney(100.6)).toBe(`R$${NBSP}1,01`);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['1234,56', 123456],
    ['12', 1200],
    ['0', 0],
    ['0,01', 1],
    [',5', 50],
    ['12,', 1200],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['12.5', 1250],
    ['1.23', 123],
    ['R$ 12,00', 1200],
    [`R$${NBSP}1.234,56`, 123456],
    ['  7,00 ', 700],
    ['100.000.000,00', MONEY_INPUT_MAX_CENTS],
  ])('%s → %d cents', (text, expected) => {
    expect(parseMoneyInput(text)).toBe(expected);
  });

  const invalid = ['', ' ', ',', '-5', '-0,01', '1,234', '12,345', '1.23.4', '12.34.56', 'abc', '1a', '1,2,3'];
  it.each([...invalid, '1.2345', '.5', 'R$'])('rejects %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('rejects amounts beyond safe integers instead of losing cents', () => {
    expect(parseMoneyInput('9'.repeat(20))).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    fc.assert(fc.property(cents, (c) => parseMoneyInput(formatMoney(c)) === c));
  });

  it('reads plain digits with a comma as typed', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (reais, cent) => {
        const text = `${reais},${String(cent).padStart(2, '0')}`;
        return parseMoneyInput(text) === reais * 100 + cent;
      }),
    );
  });
});

describe('validateMoneyInput', () => {
  it('accepts 0 to R$ 100.000.000,00 in whole cents', () => {
    expect(validateMoneyInput(0)).toBeNull();
    expect(validateMoneyInput(1)).toBeNull();
    expect(validateMoneyInput(MONEY_INPUT_MAX_CENTS)).toBeNull();
  });

  it('rejects out of range, fractional, negative and missing amounts', () => {
    expect(validateMoneyInput(MONEY_INPUT_MAX_CENTS + 1)).toBe('moneyRange');
    expect(validateMoneyInput(-1)).toBe('moneyRange');
    expect(validateMoneyInput(1.5)).toBe('moneyRange');
    expect(validateMoneyInput(null)).toBe('moneyInvalid');
    expect(validateMoneyInput(Number.NaN)).toBe('moneyInvalid');
    expect(validateMoneyInput(Number.POSITIVE_INFINITY)).toBe('moneyInvalid');
  });
});

describe('reais and cents', () => {
  it('converts without float drift', () => {
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.15)).toBe(115);
    expect(reaisToCents(4.35)).toBe(435);
    expect(reaisToCents(1_000_000.07)).toBe(100_000_007);
    expect(centsToReais(1999)).toBe(19.99);
  });

  it('rounds half away from zero', () => {
    expect(reaisToCents(1.005)).toBe(101);
    expect(reaisToCents(0.125)).toBe(13);
    expect(reaisToCents(-0.125)).toBe(-13);
    expect(reaisToCents(0.124)).toBe(12);
    expect(reaisToCents(-19.99)).toBe(-1999);
    expect(Object.is(reaisToCents(-0.001), 0)).toBe(true);
  });

  it('throws on non-finite amounts', () => {
    expect(() => reaisToCents(Number.NaN)).toThrow(RangeError);
    expect(() => reaisToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every cent amount', () => {
    fc.assert(fc.property(cents, (c) => reaisToCents(centsToReais(c)) === c));
    fc.assert(fc.property(cents, (c) => reaisToCents(-centsToReais(c)) === -c || c === 0));
  });

  it('sums of reais convert to the sum of cents', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (a, b) => {
        return reaisToCents(centsToReais(a) + centsToReais(b)) === a + b;
      }),
    );
  });
});
