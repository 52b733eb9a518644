import { describe, expect, it } from 'vitest';
import { agendaDays, dayLabel, isAgendaSlot, localDate, slotInstant } from './rules.ts';

const week = [
  { weekday: 1, hours: ['19:00', '12:00', '12:30'] }, // Monday, unsorted on purpose
  { weekday: 2, hours: ['12:00'] },
];

describe('agendaDays', () => {
  // Monday 24/11/2025 11:00 in São Paulo = 14:00 UTC.
  const now = new Date('2025-11-24T14:00:00Z');

  it('lists future slots from today, in São Paulo time, with pt-BR day labels', () => {
    const days = agendaDays({ now, daysAhead: 2, leadMinutes: 0, week, capacity: 0, taken: () => 0 });
    expect(days).toEqual([
      {
        day: 'seg., 24/11',
        day_server: '2025-11-24',
        hours: [
          { option: '12:00', at: '2025-11-24T12:00:00-03:00' },
          { option: '12:30', at: '2025-11-24T12:30:00-03:00' },
          { option: '19:00', at: '2025-11-24T19:00:00-03:00' },
        ],
      },
      { day: 'ter., 25/11', day_server: '2025-11-25', hours: [{ option: '12:00', at: '2025-11-25T12:00:00-03:00' }] },
    ]);
  });

  it('drops slots inside the lead time and days with nothing left', () => {
    const days = agendaDays({ now, daysAhead: 8, leadMinutes: 75, week, capacity: 0, taken: () => 0 });
    expect(days[0]?.hours.map((h) => h.option)).toEqual(['12:30', '19:00']);
    expect(days.map((d) => d.day_server)).toEqual(['2025-11-24', '2025-11-25', '2025-12-01']);
  });

  it('drops full slots', () => {
    const full = slotInstant('2025-11-24', '12:30').getTime();
    const days = agendaDays({
      now,
      daysAhead: 1,
      leadMinutes: 0,
      week,
      capacity: 2,
      taken: (ms) => (ms === full ? 2 : 1),
    });
    expect(days[0]?.hours.map((h) => h.option)).toEqual(['12:00', '19:00']);
  });

  it('uses the São Paulo date late at night (UTC is already tomorrow)', () => {
    // Monday 23:30 in São Paulo = Tuesday 02:30 UTC.
    expect(localDate(new Date('2025-11-25T02:30:00Z'))).toMatchObject({ d: 24, weekday: 1 });
    const days = agendaDays({
      now: new Date('2025-11-25T02:30:00Z'),
      daysAhead: 1,
      leadMinutes: 0,
      week,
      capacity: 0,
      taken: () => 0,
    });
    expect(days).toEqual([]);
  });

  it('labels and recognises slots', () => {
    expect(dayLabel(2025, 11, 29)).toBe('sáb., 29/11');
    expect(isAgendaSlot(week, new Date('2025-11-24T12:30:00-03:00'))).toBe(true);
    expect(isAgendaSlot(week, new Date('2025-11-24T12:31:00-03:00'))).toBe(false);
    expect(isAgendaSlot(week, new Date('2025-11-26T12:00:00-03:00'))).toBe(false);
  });

  describe('a bar open 18:00–02:00: slot hours after midnight belong to the night before', () => {
    const bar = [5, 6].map((weekday) => ({ weekday, open: '18:00', close: '02:00' }));
    const nightWeek = [{ weekday: 5, hours: ['01:00', '22:00', '23:30', '00:30'] }];

    it('lists them under the night, on the next calendar date, after the evening ones', () => {
      // Friday 28/11/2025 20:00 in São Paulo.
      const days = agendaDays({
        now: new Date('2025-11-28T20:00:00-03:00'),
        daysAhead: 2,
        leadMinutes: 0,
        week: nightWeek,
        capacity: 0,
        taken: () => 0,
        businessHours: bar,
      });
      expect(days).toEqual([
        {
          day: 'sex., 28/11',
          day_server: '2025-11-28',
          hours: [
            { option: '22:00', at: '2025-11-28T22:00:00-03:00' },
            { option: '23:30', at: '2025-11-28T23:30:00-03:00' },
            { option: '00:30', at: '2025-11-29T00:30:00-03:00' },
            { option: '01:00', at: '2025-11-29T01:00:00-03:00' },
          ],
        },
      ]);
    });

    it("still offers last night's slots after midnight", () => {
      // Saturday 29/11/2025 00:45: Friday's night is still on.
      const days = agendaDays({
        now: new Date('2025-11-29T00:45:00-03:00'),
        daysAhead: 1,
        leadMinutes: 0,
        week: nightWeek,
        capacity: 0,
        taken: () => 0,
        businessHours: bar,
      });
      expect(days).toEqual([
        { day: 'sex., 28/11', day_server: '2025-11-28', hours: [{ option: '01:00', at: '2025-11-29T01:00:00-03:00' }] },
      ]);
    });

    it('recognises the slot on the next date, not on the weekday it is listed', () => {
      expect(isAgendaSlot(nightWeek, new Date('2025-11-29T01:00:00-03:00'), bar)).toBe(true);
      expect(isAgendaSlot(nightWeek, new Date('2025-11-28T01:00:00-03:00'), bar)).toBe(false);
      expect(isAgendaSlot(nightWeek, new Date('2025-11-28T22:00:00-03:00'), bar)).toBe(true);
      // Without business hours, the hour stays on its own weekday as before.
      expect(isAgendaSlot(nightWeek, new Date('2025-11-28T01:00:00-03:00'))).toBe(true);
    });
  });
});
