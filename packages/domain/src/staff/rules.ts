import { EXPIRY_DURATION_MAX, EXPIRY_DURATION_MIN } from '../shared/constants.ts';
import { parseMoneyInput } from '../shared/money.ts';

// Staff cart tools (spec 1 §2 'Manager-only cart parts', spec 3 §2.5): the order expiry dialog's
// units and rules, and the percent discount as typed. Pure; the server re-checks what it is sent.

/** Hours per unit of the expiry dialog: month 720, week 168, day 24, hour 1. */
export const EXPIRY_UNIT_HOURS = { months: 720, weeks: 168, days: 24, hours: 1 } as const;
export type ExpiryUnit = keyof typeof EXPIRY_UNIT_HOURS;
export const EXPIRY_UNITS = Object.keys(EXPIRY_UNIT_HOURS) as ExpiryUnit[];

/** A stored duration in the largest unit that divides it evenly (spec 3 §2.5): 48 → 2 days. */
export function expiryInUnits(hours: number): { amount: number; unit: ExpiryUnit } {
  for (const unit of EXPIRY_UNITS) {
    const size = EXPIRY_UNIT_HOURS[unit];
    if (hours >= size && hours % size === 0) return { amount: hours / size, unit };
  }
  return { amount: hours, unit: 'hours' };
}

/** 'Não expira' applies when the expiry is 0 or the no-expire flag is set (spec 1 §4). */
export function neverExpires(hours: number | null | undefined, dontExpire: boolean | undefined): boolean {
  return Boolean(dontExpire) || hours === 0;
}

/** A whole duration of 1 to 999 units, as typed; null otherwise. */
export function readExpiryDuration(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= EXPIRY_DURATION_MIN && n <= EXPIRY_DURATION_MAX ? n : null;
}

/** Confirm is enabled when not expiring, or with a non-zero duration (spec 3 §2.5). */
export function canConfirmExpiry(choice: { dontExpire: boolean; duration: string }): boolean {
  return choice.dontExpire || readExpiryDuration(choice.duration) !== null;
}

/** Hours sent as expire_in for a duration in a unit. */
export function expiryHours(amount: number, unit: ExpiryUnit): number {
  return amount * EXPIRY_UNIT_HOURS[unit];
}

/**
 * A percent as typed with a comma or a dot ('10', '12,5'): above 0 and at most 100, two
 * decimals at most; null otherwise.
 */
export function readPercent(text: string): number | null {
  const compact = text.replace(/\s|%/g, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(compact)) return null;
  const n = Number(compact);
  return n > 0 && n <= 100 ? n : null;
}

/** A flat discount as typed ('5', '12,50'): above R$ 0,00 and within the money bound; cents or null. */
export function readFlatDiscountCents(text: string, maxCents: number): number | null {
  const cents = parseMoneyInput(text);
  return cents !== null && cents > 0 && cents <= maxCents ? cents : null;
}

/**
 * A manager price as typed with comma decimals ('12,90', '1.234,50'); 0 (on the house) up to
 * `maxCents`. Cents, or null when it is not such an amount. Empty means 'no manager price'.
 */
export function readManagerPriceCents(text: string, maxCents: number): number | null {
  const cents = parseMoneyInput(text);
  return cents !== null && cents >= 0 && cents <= maxCents ? cents : null;
}
