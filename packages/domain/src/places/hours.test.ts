import { describe, expect, it } from 'vitest';
import {
  brazilClock,
  brazilOffsetAround,
  brazilOffsetMinutes,
  isPlaceOpen,
  isWithinBusinessHours,
  nextOpening,
  openUntil,
  setKnownBrazilOffset,
} from './hours.ts';

// 2026-11-23 is a Monday; Brazil is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => new Date(iso);

describe('business hours', () => {
  it('reads the clock in America/Sao_Paulo', () => {
    expect(brazilClock(at('2026-11-23T02:30:00Z'))).toEqual({ weekday: 0, minutes: 23 * 60 + 30 });
    expect(brazilClock(at('2026-11-23T13:05:00Z'))).toEqual({ weekday: 1, minutes: 10 * 60 + 5 });
  });

  it("reads São Paulo's offset from the tz database, summer time included", () => {
    expect(brazilOffsetMinutes(at('2026-11-23T13:05:59Z'))).toBe(-180);
    // Brazil's last summer time: 2018-11-04 00:00 (-03) to 2019-02-17 00:00 (-02).
    expect(brazilOffsetMinutes(at('2019-01-10T12:00:00Z'))).toBe(-120);
    expect(brazilOffsetAround(at('2026-11-23T13:05:00Z'))).toEqual({
      minutes: -180,
      from: Date.parse('2026-11-23T07:05:00Z'),
      until: Date.parse('2026-11-23T19:05:00Z'),
    });
    // Within six hours of a change there is no single offset to give.
    expect(brazilOffsetAround(at('2018-11-04T01:00:00Z'))).toBeNull();
    expect(brazilOffsetAround(at('2019-02-17T05:00:00Z'))).toBeNull();
  });

  it('reads the clock by a known offset inside its span and by the tz database outside it', () => {
    try {
      // A made-up offset, to see which path answered.
      setKnownBrazilOffset({
        minutes: -120,
        from: Date.parse('2026-11-23T00:00:00Z'),
        until: Date.parse('2026-11-24T00:00:00Z'),
      });
      expect(brazilClock(at('2026-11-23T13:05:00Z'))).toEqual({ weekday: 1, minutes: 11 * 60 + 5 });
      expect(brazilClock(at('2026-11-23T01:30:00Z'))).toEqual({ weekday: 0, minutes: 23 * 60 + 30 });
      expect(brazilClock(at('2026-11-24T00:00:00Z'))).toEqual({ weekday: 1, minutes: 21 * 60 });
      expect(brazilClock(at('2026-11-22T23:59:00Z'))).toEqual({ weekday: 0, minutes: 20 * 60 + 59 });
      // The real offset, as the server sends it: the same answers as the tz database.
      const now = at('2026-11-23T13:05:00Z');
      setKnownBrazilOffset(brazilOffsetAround(now));
      for (const iso of ['2026-11-23T02:59:00Z', '2026-11-23T03:00:00Z', '2026-11-23T18:59:59Z']) {
        const known = brazilClock(at(iso));
        setKnownBrazilOffset(null);
        expect(known).toEqual(brazilClock(at(iso)));
        setKnownBrazilOffset(brazilOffsetAround(now));
      }
    } finally {
      setKnownBrazilOffset(null);
    }
  });

  it('is open inside a same-day range and closed outside it', () => {
    const hours = [{ weekday: 1, open: '08:00', close: '19:00' }];
    expect(isWithinBusinessHours(hours, at('2026-11-23T11:00:00Z'))).toBe(true); // 08:00 Monday
    expect(isWithinBusinessHours(hours, at('2026-11-23T10:59:00Z'))).toBe(false); // 07:59
    expect(isWithinBusinessHours(hours, at('2026-11-23T22:00:00Z'))).toBe(false); // 19:00 closes
    expect(isWithinBusinessHours(hours, at('2026-11-24T12:00:00Z'))).toBe(false); // Tuesday
  });

  it('runs an overnight range into the next weekday', () => {
    const hours = [{ weekday: 5, open: '18:00', close: '02:00' }]; // Friday night
    expect(isWithinBusinessHours(hours, at('2026-11-27T23:00:00Z'))).toBe(true); // Fri 20:00
    expect(isWithinBusinessHours(hours, at('2026-11-28T04:30:00Z'))).toBe(true); // Sat 01:30
    expect(isWithinBusinessHours(hours, at('2026-11-28T05:00:00Z'))).toBe(false); // Sat 02:00
    expect(isWithinBusinessHours(hours, at('2026-11-27T20:00:00Z'))).toBe(false); // Fri 17:00
  });

  it("treats '23:59' as the end of the day and no hours as always open", () => {
    const allDay = [{ weekday: 1, open: '00:00', close: '23:59' }];
    expect(isWithinBusinessHours(allDay, at('2026-11-24T02:59:30Z'))).toBe(true); // Mon 23:59:30
    expect(isWithinBusinessHours([], at('2026-11-24T02:59:30Z'))).toBe(true);
  });

  it('is closed when aberto is off or closed_place is on, whatever the hours', () => {
    const business_hours = [{ weekday: 1, open: '00:00', close: '23:59' }];
    const monday = at('2026-11-23T15:00:00Z');
    expect(isPlaceOpen({ aberto: true, closed_place: false, business_hours }, monday)).toBe(true);
    expect(isPlaceOpen({ aberto: false, closed_place: false, business_hours }, monday)).toBe(false);
    expect(isPlaceOpen({ aberto: true, closed_place: true, business_hours }, monday)).toBe(false);
  });
});

describe('next opening and closing', () => {
  const bar = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '18:00', close: '02:00' }));

  it('says when a bar opens later today, tomorrow, or after the day it rests', () => {
    // Monday 15:00 → today 18:00
    expect(nextOpening(bar, at('2026-11-23T18:00:00Z'))).toMatchObject({ daysAhead: 0, weekday: 1, time: '18:00' });
    expect(nextOpening(bar, at('2026-11-23T18:00:00Z'))?.at.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    // Sunday 03:00 (closed since Saturday night's 02:00; no Sunday hours) → Monday 18:00
    expect(nextOpening(bar, at('2026-11-29T06:00:00Z'))).toMatchObject({ daysAhead: 1, weekday: 1, time: '18:00' });
    // Open now: no next opening
    expect(nextOpening(bar, at('2026-11-24T03:00:00Z'))).toBeNull(); // Tue 00:00
    expect(nextOpening([], at('2026-11-24T03:00:00Z'))).toBeNull();
  });

  it('takes orders through the night past midnight, as the server and the storefront read it', () => {
    const place = { aberto: true, closed_place: false, business_hours: bar };
    expect(isPlaceOpen(place, at('2026-11-29T04:30:00Z'))).toBe(true); // Sun 01:30, Saturday's night
    expect(isPlaceOpen(place, at('2026-11-29T05:00:00Z'))).toBe(false); // Sun 02:00 closes
    expect(isPlaceOpen(place, at('2026-11-29T21:00:00Z'))).toBe(false); // Sun 18:00: no Sunday night
    expect(isPlaceOpen(place, at('2026-11-24T04:59:00Z'))).toBe(true); // Tue 01:59, Monday's night
    expect(isPlaceOpen({ ...place, aberto: false }, at('2026-11-24T04:00:00Z'))).toBe(false);
    // Sunday 01:30 the bar closes at 02:00, then opens Monday 18:00.
    expect(openUntil(bar, at('2026-11-29T04:30:00Z'))).toBe('02:00');
    expect(nextOpening(bar, at('2026-11-29T05:00:00Z'))).toMatchObject({ daysAhead: 1, weekday: 1, time: '18:00' });
  });

  it('wraps the week: Saturday night after closing opens again Monday', () => {
    const weekdays = [{ weekday: 1, open: '11:00', close: '15:00' }];
    expect(nextOpening(weekdays, at('2026-11-23T19:00:00Z'))).toMatchObject({ daysAhead: 7, weekday: 1 });
  });

  it('tells the closing time of the range open now, across midnight and touching ranges', () => {
    expect(openUntil(bar, at('2026-11-24T00:30:00Z'))).toBe('02:00'); // Mon 21:30
    expect(openUntil(bar, at('2026-11-24T04:00:00Z'))).toBe('02:00'); // Tue 01:00
    const split = [
      { weekday: 5, open: '18:00', close: '23:59' },
      { weekday: 6, open: '00:00', close: '03:00' },
    ];
    expect(openUntil(split, at('2026-11-27T22:00:00Z'))).toBe('03:00'); // Fri 19:00
    expect(openUntil(split, at('2026-11-27T18:00:00Z'))).toBeNull(); // Fri 15:00 closed
  });
});
