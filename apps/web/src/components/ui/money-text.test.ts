import { describe, expect, it } from 'vitest';
import { cleanMoneyText, formatMoneyText, parseMoneyText } from './money-text.ts';

describe('money text (pt-BR)', () => {
  it('shows two decimals with a comma and dots for thousands', () => {
    expect(formatMoneyText(8.5)).toBe('8,50');
    expect(formatMoneyText(32.9)).toBe('32,90');
    expect(formatMoneyText(1234.56)).toBe('1.234,56');
    expect(formatMoneyText(0)).toBe('0,00');
    expect(formatMoneyText(null)).toBe('');
    expect(formatMoneyText(Number.NaN)).toBe('');
  });

  it('reads what a Brazilian types', () => {
    expect(parseMoneyText('8,50')).toBe(8.5);
    expect(parseMoneyText('8,5')).toBe(8.5);
    expect(parseMoneyText('8,')).toBe(8);
    expect(parseMoneyText('1.234,56')).toBe(1234.56);
    expect(parseMoneyText('1234,56')).toBe(1234.56);
    expect(parseMoneyText('1.234')).toBe(1234);
    expect(parseMoneyText('20')).toBe(20);
    expect(parseMoneyText('R$ 12,90')).toBe(12.9);
    expect(parseMoneyText('8.5')).toBe(8.5);
  });

  it('lets a negative reach validation and names unreadable text as NaN', () => {
    expect(parseMoneyText('-5')).toBe(-5);
    expect(parseMoneyText('-5,00')).toBe(-5);
    expect(parseMoneyText('-')).toBeNaN();
    expect(parseMoneyText('abc')).toBeNaN();
    expect(parseMoneyText('8,505')).toBeNaN();
    expect(parseMoneyText('1,2,3')).toBeNaN();
  });

  it('maps an empty input to what the field says empty means', () => {
    expect(parseMoneyText('')).toBeNaN();
    expect(parseMoneyText('  ', null)).toBeNull();
  });

  it('round-trips what it shows', () => {
    for (const n of [0.01, 8.5, 32.9, 1234.56, 1000000]) expect(parseMoneyText(formatMoneyText(n))).toBe(n);
  });

  it('keeps only digits, separators and a leading minus', () => {
    expect(cleanMoneyText('R$ 8,50')).toBe('8,50');
    expect(cleanMoneyText('-8-5')).toBe('-85');
    expect(cleanMoneyText('12a')).toBe('12');
  });
});
