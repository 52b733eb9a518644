// Scheduled delivery / pickup slots (getagenda), pure. Times are America/Sao_Paulo, which has kept
// UTC−03:00 all year since 2019 (no daylight saving), so a slot's instant is its local time + 3 h.

import type { BusinessHour } from '../places/hours.ts';

export const AGENDA_UTC_OFFSET = '-03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;
const WEEKDAYS_PT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];

export type AgendaWeek = readonly { weekday: number; hours: readonly string[] }[];
export type AgendaSlot = { option: string; at: string };
export type AgendaSlotDay = { day: string; day_server: string; hours: AgendaSlot[] };

const pad = (n: number) => String(n).padStart(2, '0');
const HOUR = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The local (São Paulo) calendar date of an instant. */
export function localDate(at: Date): { y: number; m: number; d: number; weekday: number } {
  const local = new Date(at.getTime() - OFFSET_MS);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate(), weekday: local.getUTCDay() };
}

/** 'YYYY-MM-DD' + 'HH:MM' local → the instant. */
export function slotInstant(dayServer: string, option: string): Date {
  return new Date(`${dayServer}T${option}:00${AGENDA_UTC_OFFSET}`);
}

/** The slot's key as stored and compared: its ISO instant with the São Paulo offset. */
export function slotIso(dayServer: string, option: string): string {
  return `${dayServer}T${option}:00${AGENDA_UTC_OFFSET}`;
}

/** 'seg., 24/11' */
export function dayLabel(y: number, m: number, d: number): string {
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS_PT[weekday]}, ${pad(d)}/${pad(m)}`;
}

/**
 * Whether the slot hour `option` listed on `weekday` falls after midnight of that weekday's business
 * night: a range of that weekday closes before it opens (18:00–02:00) and the hour is before the
 * close. Such a slot is on the next calendar day ('01:00' of Friday's night is Saturday 01:00).
 */
export function isAfterMidnight(hours: readonly BusinessHour[], weekday: number, option: string): boolean {
  return hours.some((h) => h.weekday === weekday && h.close < h.open && option < h.close);
}

/**
 * The open slots from today (local) for `daysAhead` days: each weekday's hours that start at least
 * `leadMinutes` after `now` and, when `capacity` > 0, have fewer than `capacity` orders already
 * (`taken(instantMs)`). Days without an open hour are left out; hours sorted.
 */
export function agendaDays(args: {
  now: Date;
  daysAhead: number;
  leadMinutes: number;
  week: AgendaWeek;
  capacity: number;
  taken: (instantMs: number) => number;
  /** The place's business hours: slot hours after midnight belong to the night before (decision 064). */
  businessHours?: readonly BusinessHour[];
}): AgendaSlotDay[] {
  const { now, week, capacity } = args;
  const night = args.businessHours ?? [];
  const earliest = now.getTime() + Math.max(0, args.leadMinutes) * 60_000;
  const today = localDate(now);
  const days: AgendaSlotDay[] = [];
  // From yesterday: last night's slots after midnight are still ahead early in the morning.
  for (let offset = -1; offset < Math.max(0, Math.min(args.daysAhead, 366)); offset++) {
    const date = new Date(Date.UTC(today.y, today.m - 1, today.d + offset));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    const dayServer = `${y}-${pad(m)}-${pad(d)}`;
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    const nextServer = `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
    const hours = [
      ...new Set(
        week.filter((w) => w.weekday === date.getUTCDay()).flatMap((w) => w.hours.filter((h) => HOUR.test(h))),
      ),
    ];
    const open = hours
      .map((option) => {
        const on = isAfterMidnight(night, date.getUTCDay(), option) ? nextServer : dayServer;
        return { option, at: slotIso(on, option), ms: slotInstant(on, option).getTime() };
      })
      .filter((s) => s.ms >= earliest && (capacity <= 0 || args.taken(s.ms) < capacity))
      .sort((a, b) => a.ms - b.ms)
      .map(({ option, at }) => ({ option, at }));
    if (open.length > 0) days.push({ day: dayLabel(y, m, d), day_server: dayServer, hours: open });
  }
  return days;
}

/**
 * Whether `at` is one of the week's slot starts (local time), whatever the capacity. With business
 * hours, an hour after midnight is a slot of the night before (see agendaDays).
 */
export function isAgendaSlot(week: AgendaWeek, at: Date, businessHours: readonly BusinessHour[] = []): boolean {
  const local = new Date(at.getTime() - OFFSET_MS);
  if (local.getUTCSeconds() !== 0 || local.getUTCMilliseconds() !== 0) return false;
  const option = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  const today = local.getUTCDay();
  const yesterday = (today + 6) % 7;
  return week.some(
    (w) =>
      w.hours.includes(option) &&
      ((w.weekday === today && !isAfterMidnight(businessHours, today, option)) ||
        (w.weekday === yesterday && isAfterMidnight(businessHours, yesterday, option))),
  );
}
