import { TIME_ZONE } from '@app/domain/shared/constants';

export type BusinessHour = { weekday: number; open: string; close: string };
export type WeekdayRange = { open: string; close: string; nextDay: boolean };
export type WeekdayRow = { weekday: number; ranges: WeekdayRange[]; today: boolean };

/**
 * A night entered as two ranges (18:00–23:59, then 00:00–02:00 of the next day) as one range of the
 * evening's day (18:00–02:00), so the week reads as a customer thinks of it.
 */
function joinNights(hours: readonly BusinessHour[]): BusinessHour[] {
  const tails = new Set<BusinessHour>();
  const joined = hours.map((h) => {
    if (h.close !== '23:59') return h;
    const tail = hours.find(
      (n) => n.weekday === (h.weekday + 1) % 7 && n.open === '00:00' && n.close < h.open && !tails.has(n),
    );
    if (!tail) return h;
    tails.add(tail);
    return { weekday: h.weekday, open: h.open, close: tail.close };
  });
  return joined.filter((h) => !tails.has(h));
}

/**
 * Monday first, as Brazilian week listings read; each day with its ranges sorted by opening time.
 * A range past midnight stays on the day it opens, marked `nextDay`.
 */
export function weekRows(hours: readonly BusinessHour[], today: number): WeekdayRow[] {
  const week = joinNights(hours);
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    today: weekday === today,
    ranges: week
      .filter((h) => h.weekday === weekday)
      .map(({ open, close }) => ({ open, close, nextDay: close < open }))
      .sort((a, b) => a.open.localeCompare(b.open)),
  }));
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's weekday (0 = Sunday) in Brazil, whatever the device's time zone. */
export function weekdayInBrazil(instant: Date = new Date()): number {
  return SHORT_DAYS.indexOf(weekdayFormat.format(instant));
}
