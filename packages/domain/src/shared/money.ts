import { MONEY_INPUT_MAX_CENTS } from './constants.ts';
import type { Locale, MessageKey } from './messages.ts';

// Money is integer cents everywhere; reais (floats) exist only at the edges.

/** Digits of |cents| grouped by `group`, with `decimal` before the 2 decimals. */
function digits(cents: number, group: string, decimal: string): string {
  const whole = Math.abs(Math.round(cents));
  // A loop, not a look-ahead regular expression: compiling one is measurable on Home's first render.
  const plain = String(Math.floor(whole / 100));
  let units = '';
  for (let i = 0; i < plain.length; i++) units += (i > 0 && (plain.length - i) % 3 === 0 ? group : '') + plain[i];
  return `${units}${decimal}${String(whole % 100).padStart(2, '0')}`;
}

/**
 * 'R$\u00a01.234,56' (pt-BR, as Intl writes it, no-break space) or 'US$1,234.56' (en: the en-US
 * format with its symbol written 'US$', as the spec's English strings do). Built by hand, not
 * with Intl.NumberFormat: creating the formatters cost ~115 ms of main thread on a throttled
 * phone before Home's first product (bench/RESULTS.md, Lighthouse); the tests compare with Intl.
 */
export function formatMoney(cents: number, locale: Locale = 'pt-BR'): string {
  const sign = Math.round(cents) < 0 ? '-' : '';
  if (locale === 'pt-BR') return `${sign}R$\u00a0${digits(cents, '.', ',')}`;
  return `${sign}US$${digits(cents, ',', '.')}`;
}

// Optional 'R$', integer part with or without dot thousands, optional comma and up to 2 decimals.
const GROUPED = /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d{0,2}))?$/;
// A lone dot followed by 1 or 2 digits is read as a decimal point ('12.5' typed on an en keyboard);
// three digits after a dot stay thousands ('1.234' is R$ 1.234,00), as pt-BR users mean.
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * Parses a typed amount ('1.234,56', '1234,5', '12', 'R$ 12,00') into cents.
 * Null when empty, negative, malformed, with more than 2 decimals, or beyond safe integers.
 */
export function parseMoneyInput(text: string): number | null {
  const compact = text.replace(/^\s*R\$/, '').replace(/[\s\u00a0]/g, '');
  const match = GROUPED.exec(compact) ?? DOT_DECIMAL.exec(compact);
  if (!match) return null;
  const integer = (match[1] ?? '').replace(/\./g, '');
  const decimals = match[2] ?? '';
  if (integer === '' && decimals === '') return null;
  const cents = BigInt(integer || '0') * 100n + BigInt(decimals.padEnd(2, '0'));
  return cents <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(cents) : null;
}

/** Money inputs accept 0 to R$ 100.000.000,00 in whole cents (spec 1 §5). */
export function validateMoneyInput(cents: number | null): MessageKey | null {
  if (cents === null || !Number.isFinite(cents)) return 'moneyInvalid';
  if (!Number.isInteger(cents) || cents < 0 || cents > MONEY_INPUT_MAX_CENTS) return 'moneyRange';
  return null;
}

export function centsToReais(cents: number): number {
  return cents / 100;
}

/**
 * Reais to cents, half away from zero. 15 significant digits drop the binary noise of the
 * multiplication (19.99 * 100 = 1998.9999999999998) before rounding.
 */
export function reaisToCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`Not a finite amount: ${reais}`);
  const scaled = Number((Math.abs(reais) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return reais < 0 && cents !== 0 ? -cents : cents;
}
