import { addDays, localParts } from '@app/domain/scheduling/rules';

// Days of the staff agenda, as São Paulo local days 'YYYY-MM-DD' (decision 128).

export type AgendaView = 'day' | 'week';

export const todayLocal = (now = new Date()): string => localParts(now).date;

/** Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The days a view shows around `day`: the day itself, or its week from Monday. */
export function viewDays(view: AgendaView, day: string): string[] {
  if (view === 'day') return [day];
  const start = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The day the previous or next button goes to. */
export const stepDay = (view: AgendaView, day: string, direction: -1 | 1): string =>
  addDays(day, direction * (view === 'day' ? 1 : 7));

/** 'seg., 24/11' in the language's words. */
export function dayTitle(day: string, locale: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at);
  return `${weekday} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** The local day and hour of an ISO instant. */
export const localOf = (iso: string) => localParts(new Date(iso));
