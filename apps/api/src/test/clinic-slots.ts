import { localParts } from '@app/domain/scheduling/rules';

const MINUTE = 60_000;

/**
 * The `appointments/create` times of a slot of `minutes` starting at `at`, kept within one local
 * day: a slot that would cross the clinic's midnight starts just after it instead (a test run late
 * in the evening must not build a slot the schedule refuses).
 */
export function slotTimes(at: Date, minutes = 30): { startsAt: Date; date: string; start: string; end: string } {
  let startsAt = at;
  if (localParts(new Date(at.getTime() + minutes * MINUTE)).date !== localParts(at).date) {
    startsAt = new Date(at.getTime() + (minutes + 5) * MINUTE);
  }
  const start = localParts(startsAt);
  const end = localParts(new Date(startsAt.getTime() + minutes * MINUTE));
  return { startsAt, date: start.date, start: start.hour, end: end.hour };
}
