import { describe, expect, it } from 'vitest';
import { stepDay, viewDays, weekStart } from './agenda-dates.ts';

describe('agenda days', () => {
  it('starts a week on Monday and shows seven days', () => {
    // 2026-11-27 is a Friday.
    expect(weekStart('2026-11-27')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(viewDays('week', '2026-11-27')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(viewDays('day', '2026-11-27')).toEqual(['2026-11-27']);
  });

  it('steps a day or a week, across months', () => {
    expect(stepDay('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(stepDay('week', '2026-12-03', -1)).toBe('2026-11-26');
  });
});
