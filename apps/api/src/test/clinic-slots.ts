import { localParts } from '@app/domain/scheduling/rules';

const MINUTE = 60_000;

/**
 * The `appointments/create` times of a slot of `minutes` starting at `at`, kept within one local
 * day: a slot that would cross the clinic's midnight starts at that midnight instead (a test run
 * late in the evening must not build a slot the schedule refuses). Starting at midnight, not a fixed
 * time later, keeps it clear of a slot the same test asks for an hour after `at`.
 */
export function slotTimes(at: Date, minutes = 30): { startsAt: Date; date: string; start: string; end: string } {
  let startsAt = at;
  if (localParts(new Date(at.getTime() + minutes * MINUTE)).date !== localParts(at).date) {
    const [hour = 0, minute = 0] = localParts(at).hour.split(':').map(Number);
    startsAt = new Date(at.getTime() + (24 * 60 - hour * 60 - minute) * MINUTE - (at.getTime() % MINUTE));
  }
  const start = localParts(startsAt);
  const end = localParts(new Date(startsAt.getTime() + minutes * MINUTE));
  return { startsAt, date: start.date, start: start.hour, end: end.hour };
}
