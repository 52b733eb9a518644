import { TIME_ZONE } from '@app/domain/shared/constants';

export type BusinessHour = { weekday: number; open: string; close: string };
export type WeekdayRow = { weekday: number; ranges: { open: string; close: string }[]; today: boolean };

/** Monday first, as Brazilian week listings read; each day with its ranges sorted by opening time. */
export function weekRows(hours: readonly BusinessHour[], today: number): WeekdayRow[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    today: weekday === today,
    ranges: hours
      .filter((h) => h.weekday === weekday)
      .map(({ open, close }) => ({ open, close }))
      .sort((a, b) => a.open.localeCompare(b.open)),
  }));
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's weekday (0 = Sunday) in Brazil, whatever the device's time zone. */
export function weekdayInBrazil(instant: Date = new Date()): number {
  return SHORT_DAYS.indexOf(weekdayFormat.format(instant));
}
