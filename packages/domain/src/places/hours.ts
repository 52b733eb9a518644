import { TIME_ZONE } from '../shared/constants.ts';

// Business hours (spec 1 §3 business_hours), pure: the server refuses orders outside them ('We are
// closed at the moment.') and the storefront shows the same answer before the customer tries.

export type BusinessHour = { weekday: number; open: string; close: string };

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday) and minutes since midnight of an instant in America/Sao_Paulo. */
export function brazilClock(instant: Date): { weekday: number; minutes: number } {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of partsFormat.formatToParts(instant)) part[type] = value;
  return {
    weekday: SHORT_DAYS.indexOf(part.weekday ?? ''),
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * True when `instant` falls inside one of the ranges. A range whose close is not after its open
 * ('18:00'–'02:00') runs past midnight into the next weekday. '23:59' as a close includes that
 * whole minute. No ranges at all means no hours were configured: always open.
 */
export function isWithinBusinessHours(hours: readonly BusinessHour[], instant: Date = new Date()): boolean {
  if (hours.length === 0) return true;
  const { weekday, minutes } = brazilClock(instant);
  const yesterday = (weekday + 6) % 7;
  return hours.some((h) => {
    const open = toMinutes(h.open);
    const close = toMinutes(h.close);
    // '23:59' closes at the end of that minute, that is at midnight.
    const end = close === 23 * 60 + 59 ? 24 * 60 : close;
    if (close > open) return h.weekday === weekday && minutes >= open && minutes < end;
    // Overnight: the evening part on its own weekday, the early-morning part on the next.
    return (h.weekday === weekday && minutes >= open) || (h.weekday === yesterday && minutes < close);
  });
}

/** The place takes orders: `aberto` on, not closed_place, and inside business hours. */
export function isPlaceOpen(
  place: { aberto: boolean; closed_place: boolean; business_hours: readonly BusinessHour[] },
  instant: Date = new Date(),
): boolean {
  return place.aberto && !place.closed_place && isWithinBusinessHours(place.business_hours, instant);
}
