import { z } from 'zod';
import { formatMessage, type MessageKey } from './messages.ts';
import { formatMoney } from './money.ts';

// Bounds of every number and date the contract accepts (decision 051). Integer
// columns are PostgreSQL int4 (up to 2,147,483,647) and money is cents in them, so an input must
// fit, and so must every sum the server makes of inputs (an order's total, a balance, a stock).
// The business caps below keep all of them far inside int4.

export const INT4_MAX = 2_147_483_647;
/** A product's (or a combo item's, or a manager's) price per unit: R$ 100.000,00. */
export const PRICE_MAX_CENTS = 10_000_000;
/** An order's total (products, fee, discounts; a cash payment's change): R$ 1.000.000,00. */
export const ORDER_TOTAL_MAX_CENTS = 100_000_000;
/** Units in stock of one product. */
export const STOCK_MAX = 1_000_000;
/** A person's cashback balance at a place: R$ 1.000.000,00. */
export const CASHBACK_BALANCE_MAX_CENTS = 100_000_000;
/** Absolute caps of one order, above any place's settings (also what the wire allows). */
export const LINE_QUANTITY_MAX = 9_999;
export const ORDER_LINES_MAX = 200;
export const ORDER_ITEMS_MAX = 100_000;
/** A place's caps until it changes them (settings max_quantity_per_item and the two below). */
export const DEFAULT_ORDER_CAPS = { perItem: 99, items: 500, lines: 100 } as const;
/** Calendar days a filter or a validity may name ('YYYY-MM-DD'), inclusive. */
export const DAY_MIN = '2000-01-01';
export const DAY_MAX = '2100-12-31';

/** The field names the bound messages start with (keys of messages.*.json). */
export type BoundField = Extract<MessageKey, `field${string}`>;

/** 1234567 → '1.234.567' (pt-BR grouping; the schemas' messages are pt-BR). */
export function groupDigits(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'. */
export function brDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const say = (key: MessageKey, field: BoundField, params: Record<string, string>) =>
  formatMessage(key, { field: formatMessage(field), ...params });

export function wholeNumberMessage(field: BoundField, min: number, max: number): string {
  return say('boundWholeNumber', field, { min: groupDigits(min), max: groupDigits(max) });
}

/** A whole number in [min, max]; one pt-BR message naming the field for every way it can be wrong. */
export function boundedInt(field: BoundField, min: number, max: number) {
  const message = wholeNumberMessage(field, min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A number (decimals allowed) in [min, max]. */
export function boundedNumber(field: BoundField, min: number, max: number) {
  const message = say('boundNumber', field, { min: groupDigits(min), max: groupDigits(max) });
  return z.number({ error: message }).min(min, message).max(max, message);
}

/** Reais on the wire, from `minCents` to `maxCents` (converted to cents by the server). */
export function boundedReais(field: BoundField, maxCents: number, minCents = 0) {
  const message = say('boundMoney', field, { min: formatMoney(minCents), max: formatMoney(maxCents) });
  return z
    .number({ error: message })
    .min(minCents / 100, message)
    .max(maxCents / 100, message);
}

/** Cents on the wire (our own calls), from `minCents` to `maxCents`, whole. */
export function boundedCents(field: BoundField, minCents: number, maxCents: number) {
  const message = say('boundMoney', field, { min: formatMoney(minCents), max: formatMoney(maxCents) });
  return z.number({ error: message }).int(message).min(minCents, message).max(maxCents, message);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (no 30 February). */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether `text` is a calendar day from `min` to `max` (ISO strings compare as dates). */
export function isDayWithin(text: string, min = DAY_MIN, max = DAY_MAX): boolean {
  return isCalendarDay(text) && text >= min && text <= max;
}

/** The message of a day outside [min, max] or not a calendar day. */
export function dayBoundMessage(field: BoundField, min = DAY_MIN, max = DAY_MAX): string {
  return say('boundDate', field, { min: brDate(min), max: brDate(max) });
}

/** A calendar day 'YYYY-MM-DD' from `min` to `max`. */
export function boundedDay(field: BoundField, min = DAY_MIN, max = DAY_MAX) {
  const message = dayBoundMessage(field, min, max);
  return z
    .string({ error: message })
    .max(10, message)
    .refine((v) => isDayWithin(v, min, max), message);
}

/**
 * An ISO date-time with an offset (what the schedule sends) whose instant falls in [min, max]
 * (by its UTC day): years such as 0000 or 9999 are refused before they reach a timestamp column.
 */
export function boundedInstant(field: BoundField, min = DAY_MIN, max = DAY_MAX) {
  const message = dayBoundMessage(field, min, max);
  return z.iso
    .datetime({ offset: true, error: message })
    .max(40, message)
    .refine((v) => {
      const at = new Date(v);
      return !Number.isNaN(at.getTime()) && isDayWithin(at.toISOString().slice(0, 10), min, max);
    }, message);
}
