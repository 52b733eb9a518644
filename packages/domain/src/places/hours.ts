import { TIME_ZONE } from '../shared/constants.ts';
import { type BrazilOffset, knownBrazilOffset } from './known-offset.ts';

export { type BrazilOffset, setKnownBrazilOffset } from './known-offset.ts';

// Business hours (spec 1 §3 business_hours), pure: the server refuses orders outside them ('We are
// closed at the moment.') and the storefront shows the same answer before the customer tries.

export type BusinessHour = { weekday: number; open: string; close: string };

// The tz database, through Intl. A browser's first Intl formatter costs 15–70 ms of ICU set-up on
// the main thread (decision 254): it is made at first use, and a page the server sent carries São
// Paulo's offset (`BrazilOffset`) so that the first screen needs none.
let partsFormat: Intl.DateTimeFormat | null = null;
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MINUTE_MS = 60_000;

/** São Paulo's wall clock at an instant, field by field, from the tz database. */
function zonedParts(instant: Date) {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of partsFormat.formatToParts(instant)) part[type] = value;
  return {
    weekday: SHORT_DAYS.indexOf(part.weekday ?? ''),
    minutes: Number(part.hour) * 60 + Number(part.minute),
    /** The wall clock read as if it were UTC (epoch ms). */
    wall: Date.UTC(
      Number(part.year),
      Number(part.month) - 1,
      Number(part.day),
      Number(part.hour),
      Number(part.minute),
      Number(part.second),
    ),
  };
}

/** São Paulo's UTC offset in minutes at an instant (-180 while Brazil keeps no summer time). */
export function brazilOffsetMinutes(instant: Date): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((zonedParts(new Date(whole)).wall - whole) / MINUTE_MS);
}

/**
 * The offset around an instant, `span` ms either side, when it is the same at both ends and in the
 * middle; null when a change of summer time falls inside (changes are months apart).
 */
export function brazilOffsetAround(instant: Date, span = 6 * 60 * MINUTE_MS): BrazilOffset | null {
  const t = instant.getTime();
  const minutes = brazilOffsetMinutes(instant);
  const ends = [brazilOffsetMinutes(new Date(t - span)), brazilOffsetMinutes(new Date(t + span))];
  return ends.every((m) => m === minutes) ? { minutes, from: t - span, until: t + span } : null;
}

/** Weekday (0 = Sunday) and minutes since midnight of an instant in America/Sao_Paulo. */
export function brazilClock(instant: Date): { weekday: number; minutes: number } {
  const t = instant.getTime();
  const known = knownBrazilOffset();
  if (known && t >= known.from && t < known.until) {
    const wall = new Date(t + known.minutes * MINUTE_MS);
    return { weekday: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  const { weekday, minutes } = zonedParts(instant);
  return { weekday, minutes };
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

const DAY = 24 * 60;

/** The range's minutes from Sunday 00:00 of the week it opens in: [start, end). */
function weekSpan(h: BusinessHour): [number, number] {
  const open = toMinutes(h.open);
  const close = toMinutes(h.close);
  const end = close === 23 * 60 + 59 ? DAY : close;
  const start = h.weekday * DAY + open;
  return [start, close > open ? h.weekday * DAY + end : (h.weekday + 1) * DAY + close];
}

/** When the place opens next, in São Paulo wall time. */
export type NextOpening = {
  /** The instant it opens (seconds dropped). */
  at: Date;
  /** 0 = today, 1 = tomorrow, up to 7. */
  daysAhead: number;
  /** Weekday of the opening (0 = Sunday). */
  weekday: number;
  /** 'HH:MM' */
  time: string;
};

/**
 * The next opening after `instant` (the storefront says 'Abre hoje às 18:00'). Null when no hours
 * are set (always open) or when the place is open now. Ranges past midnight count from their start.
 */
export function nextOpening(hours: readonly BusinessHour[], instant: Date = new Date()): NextOpening | null {
  if (hours.length === 0 || isWithinBusinessHours(hours, instant)) return null;
  const { weekday, minutes } = brazilClock(instant);
  const now = weekday * DAY + minutes;
  let best: { wait: number; h: BusinessHour } | null = null;
  for (const h of hours) {
    const [start] = weekSpan(h);
    // The same weekly start next week when it already passed this week.
    const wait = start > now ? start - now : start + 7 * DAY - now;
    if (!best || wait < best.wait) best = { wait, h };
  }
  if (!best) return null;
  const at = new Date(instant.getTime() - (instant.getTime() % 60_000) + best.wait * 60_000);
  const daysAhead = Math.floor((minutes + best.wait) / DAY);
  return { at, daysAhead, weekday: best.h.weekday, time: best.h.open };
}

/**
 * When the range open at `instant` closes ('02:00' for a bar at 23:00), or null when closed or
 * no hours are set. Ranges that touch (18:00–23:59 then 00:00–02:00) are followed to the last.
 */
export function openUntil(hours: readonly BusinessHour[], instant: Date = new Date()): string | null {
  if (hours.length === 0 || !isWithinBusinessHours(hours, instant)) return null;
  const { weekday, minutes } = brazilClock(instant);
  const spans = hours.map(weekSpan);
  let now = weekday * DAY + minutes;
  let end: number | null = null;
  // Follow touching ranges across midnight (and across the week's end) at most a week.
  for (let step = 0; step < 14; step++) {
    const inside = spans
      .flatMap(([s, e]): [number, number][] => [
        [s, e],
        [s - 7 * DAY, e - 7 * DAY],
        [s + 7 * DAY, e + 7 * DAY],
      ])
      .filter(([s, e]) => s <= now && now < e)
      .map(([, e]) => e);
    if (inside.length === 0) break;
    end = Math.max(...inside);
    now = end;
  }
  if (end === null) return null;
  const wall = ((end % DAY) + DAY) % DAY;
  return `${String(Math.floor(wall / 60)).padStart(2, '0')}:${String(wall % 60).padStart(2, '0')}`;
}
