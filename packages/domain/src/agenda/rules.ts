// Scheduled delivery / pickup slots (getagenda), pure. Times are America/Sao_Paulo, which has kept
// UTC−03:00 all year since 2019 (no daylight saving), so a slot's instant is its local time + 3 h.

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
}): AgendaSlotDay[] {
  const { now, week, capacity } = args;
  const earliest = now.getTime() + Math.max(0, args.leadMinutes) * 60_000;
  const today = localDate(now);
  const days: AgendaSlotDay[] = [];
  for (let offset = 0; offset < Math.max(0, Math.min(args.daysAhead, 366)); offset++) {
    const date = new Date(Date.UTC(today.y, today.m - 1, today.d + offset));
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    const dayServer = `${y}-${pad(m)}-${pad(d)}`;
    const hours = [
      ...new Set(
        week.filter((w) => w.weekday === date.getUTCDay()).flatMap((w) => w.hours.filter((h) => HOUR.test(h))),
      ),
    ].sort();
    const open = hours
      .map((option) => ({ option, at: slotIso(dayServer, option), ms: slotInstant(dayServer, option).getTime() }))
      .filter((s) => s.ms >= earliest && (capacity <= 0 || args.taken(s.ms) < capacity))
      .map(({ option, at }) => ({ option, at }));
    if (open.length > 0) days.push({ day: dayLabel(y, m, d), day_server: dayServer, hours: open });
  }
  return days;
}

/** Whether `at` is one of the week's slot starts (local time), whatever the capacity. */
export function isAgendaSlot(week: AgendaWeek, at: Date): boolean {
  const local = new Date(at.getTime() - OFFSET_MS);
  if (local.getUTCSeconds() !== 0 || local.getUTCMilliseconds() !== 0) return false;
  const option = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  return week.some((w) => w.weekday === local.getUTCDay() && w.hours.includes(option));
}
