import { describe, expect, it } from 'vitest';
import { brazilClock, isPlaceOpen, isWithinBusinessHours } from './hours.ts';

// 2026-11-23 is a Monday; Brazil is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => new Date(iso);

describe('business hours', () => {
  it('reads the clock in America/Sao_Paulo', () => {
    expect(brazilClock(at('2026-11-23T02:30:00Z'))).toEqual({ weekday: 0, minutes: 23 * 60 + 30 });
    expect(brazilClock(at('2026-11-23T13:05:00Z'))).toEqual({ weekday: 1, minutes: 10 * 60 + 5 });
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
