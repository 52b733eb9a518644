import { describe, expect, it } from 'vitest';
import { weekdayInBrazil, weekRows } from './business-hours.ts';

describe('weekRows', () => {
  it('lists Monday to Sunday with sorted ranges and empty closed days', () => {
    const rows = weekRows(
      [
        { weekday: 1, open: '18:00', close: '23:00' },
        { weekday: 1, open: '11:00', close: '15:00' },
        { weekday: 0, open: '11:00', close: '16:00' },
      ],
      0,
    );
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(rows[0]?.ranges).toEqual([
      { open: '11:00', close: '15:00', nextDay: false },
      { open: '18:00', close: '23:00', nextDay: false },
    ]);
    expect(rows[1]?.ranges).toEqual([]);
    expect(rows[6]?.today).toBe(true);
  });

  it('keeps a night past midnight on the day it opens, also when entered as two ranges', () => {
    const rows = weekRows(
      [
        { weekday: 5, open: '18:00', close: '02:00' },
        { weekday: 6, open: '18:00', close: '23:59' },
        { weekday: 0, open: '00:00', close: '03:00' },
        { weekday: 1, open: '00:00', close: '23:59' },
      ],
      5,
    );
    const byDay = Object.fromEntries(rows.map((r) => [r.weekday, r.ranges]));
    expect(byDay[5]).toEqual([{ open: '18:00', close: '02:00', nextDay: true }]);
    expect(byDay[6]).toEqual([{ open: '18:00', close: '03:00', nextDay: true }]);
    expect(byDay[0]).toEqual([]);
    expect(byDay[1]).toEqual([{ open: '00:00', close: '23:59', nextDay: false }]);
  });
});

describe('weekdayInBrazil', () => {
  it('uses the São Paulo date, not UTC', () => {
    // 2025-06-02 01:00 UTC is still Sunday 22:00 in São Paulo.
    expect(weekdayInBrazil(new Date('2025-06-02T01:00:00Z'))).toBe(0);
    expect(weekdayInBrazil(new Date('2025-06-02T12:00:00Z'))).toBe(1);
  });
});
