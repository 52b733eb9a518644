// Clinic scheduling rules both sides apply (spec 2 §4): the attendancy's types and statuses, the
// status machine, who may move it where, and slot times in America/Sao_Paulo (UTC−03:00 all year).

import { slotInstant } from '../agenda/rules.ts';

export const ATTENDANCY_STATUS = { PENDING: 0, SCHEDULED: 1, ATTENDED: 2, CANCELLED: 3 } as const;
export type AttendancyStatus = (typeof ATTENDANCY_STATUS)[keyof typeof ATTENDANCY_STATUS];
export const ATTENDANCY_STATUSES: readonly AttendancyStatus[] = [0, 1, 2, 3];

export const ATTENDANCY_TYPE = {
  CONSULTATION: 0,
  RETURN: 1,
  PROCEDURE: 2,
  MODEL_PATIENT: 3,
  REPRESENTATIVE: 4,
} as const;
export type AttendancyType = (typeof ATTENDANCY_TYPE)[keyof typeof ATTENDANCY_TYPE];
export const ATTENDANCY_TYPES: readonly AttendancyType[] = [0, 1, 2, 3, 4];

/** The update message of spec 2 §4 for the status an update reached (pending has none). */
export type AttendancyUpdateMessage = 'confirmed' | 'concluded' | 'cancelled' | 'updated';
export function updateMessageOf(status: AttendancyStatus): AttendancyUpdateMessage {
  if (status === ATTENDANCY_STATUS.SCHEDULED) return 'confirmed';
  if (status === ATTENDANCY_STATUS.ATTENDED) return 'concluded';
  if (status === ATTENDANCY_STATUS.CANCELLED) return 'cancelled';
  return 'updated';
}

/**
 * Where an attendancy may go. Attended and cancelled are final: a cancelled time may already be
 * someone else's, and an attended one is history (a record attaches to it later).
 */
const NEXT: Readonly<Record<AttendancyStatus, readonly AttendancyStatus[]>> = {
  0: [1, 2, 3],
  1: [0, 2, 3],
  2: [],
  3: [],
};

export function canMoveAttendancy(from: AttendancyStatus, to: AttendancyStatus, by: 'staff' | 'patient'): boolean {
  if (from === to) return true;
  if (!NEXT[from].includes(to)) return false;
  // The patient confirms a pending booking (the reminder's link) or cancels; staff do the rest.
  if (by === 'patient') return to === ATTENDANCY_STATUS.CANCELLED || (from === 0 && to === 1);
  return true;
}

/** Whether an attendancy still holds its time (so it may be rescheduled). */
export function isOpenAttendancy(status: AttendancyStatus): boolean {
  return status === ATTENDANCY_STATUS.PENDING || status === ATTENDANCY_STATUS.SCHEDULED;
}

/**
 * Lost (the funnel's list): cancelled, or still open after its end (a no-show nobody marked).
 */
export function isLostAttendancy(a: { status: AttendancyStatus; endsAt: Date }, now: Date): boolean {
  return a.status === ATTENDANCY_STATUS.CANCELLED || (isOpenAttendancy(a.status) && a.endsAt <= now);
}

/** Weekly recurring slots repeat for at most a year. */
export const REPEAT_WEEKS_MAX = 52;
/** A slot lasts 5 minutes to 12 hours. */
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 12 * 60;
/** Reads of a range (agenda week, lists) span at most this many days. */
export const RANGE_DAYS_MAX = 62;
export const SCHEDULING_LIST_MAX = 500;

export const HOUR_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOf(hour: string): number {
  const [h, m] = hour.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' + n days (calendar arithmetic in UTC, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The instants of a slot starting `date` at `start`–`end` (local), repeated `weeks` times a week
 * apart. `end` ≤ `start` is refused by the schema; slots never cross midnight.
 */
export function slotOccurrences(input: {
  date: string;
  start: string;
  end: string;
  weeks: number;
}): { startsAt: Date; endsAt: Date }[] {
  const out: { startsAt: Date; endsAt: Date }[] = [];
  for (let i = 0; i < input.weeks; i++) {
    const day = addDays(input.date, i * 7);
    out.push({ startsAt: slotInstant(day, input.start), endsAt: slotInstant(day, input.end) });
  }
  return out;
}

/** The local day and hour of an instant: { date 'YYYY-MM-DD', hour 'HH:MM' } in São Paulo. */
export function localParts(at: Date): { date: string; hour: string } {
  const local = new Date(at.getTime() - 3 * 60 * 60 * 1000);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    hour: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** The [from, to) instants of a local month 'YYYY-MM'. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
  return { from: slotInstant(`${month}-01`, '00:00'), to: slotInstant(`${next}-01`, '00:00') };
}

/** The [from, to) instants of a local day. */
export function dayRange(day: string): { from: Date; to: Date } {
  return { from: slotInstant(day, '00:00'), to: slotInstant(addDays(day, 1), '00:00') };
}
