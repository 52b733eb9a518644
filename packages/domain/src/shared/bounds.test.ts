import { describe, expect, it } from 'vitest';
import { boundedDay, boundedInstant, boundedInt, boundedReais, groupDigits, isCalendarDay } from './bounds.ts';

describe('bounds (decision 051)', () => {
  it('refuse out-of-range numbers with one pt-BR message naming the field', () => {
    const page = boundedInt('fieldPage', 1, 10_000);
    for (const value of [0, 10_001, 2 ** 31, 1.5, 'x', null]) {
      const result = page.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Página: informe um número inteiro entre 1 e 10.000.');
    }
    expect(page.parse(10_000)).toBe(10_000);
    expect(boundedReais('fieldChange', 100_000_000).safeParse(1_000_000.01).error?.issues[0]?.message).toBe(
      'Troco para: informe um valor entre R$\u00a00,00 e R$\u00a01.000.000,00.',
    );
  });

  it('know calendar days and keep days and instants in 2000..2100', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    const day = boundedDay('fieldBegin');
    for (const bad of ['0000-01-01', '9999-12-31', '1999-12-31', '2101-01-01', '2023-02-30', '2024-1-1']) {
      expect(day.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        'Data inicial: informe uma data válida entre 01/01/2000 e 31/12/2100.',
      );
    }
    expect(day.parse('2000-01-01')).toBe('2000-01-01');
    const instant = boundedInstant('fieldScheduledFor');
    expect(instant.safeParse('9999-12-31T23:59:59Z').success).toBe(false);
    expect(instant.safeParse('0000-01-01T00:00:00-03:00').success).toBe(false);
    expect(instant.parse('2030-06-15T12:00:00-03:00')).toBe('2030-06-15T12:00:00-03:00');
  });

  it('group digits the pt-BR way', () => {
    expect(groupDigits(2_147_483_647)).toBe('2.147.483.647');
    expect(groupDigits(-1_000_000)).toBe('-1.000.000');
    expect(groupDigits(99)).toBe('99');
  });
});
