import { describe, expect, it } from 'vitest';
import { hoursBetween, normaliseForm, parseHourList } from './form-values.ts';

describe('settings form values', () => {
  it('reads typed hour lists', () => {
    expect(parseHourList('11:00, 11:30 12:00;9:30')).toEqual(['11:00', '11:30', '12:00', '09:30']);
    expect(parseHourList('')).toEqual([]);
  });

  it('makes slot hours between two times', () => {
    expect(hoursBetween('11:00', '12:30', 30)).toEqual(['11:00', '11:30', '12:00']);
    expect(hoursBetween('11:00', '10:00', 30)).toEqual([]);
    expect(hoursBetween('11:00', '12:00', 0)).toEqual([]);
  });

  it('turns the text fields back into lists', () => {
    expect(
      normaliseForm({
        pickup_places: 'Balcão\nDrive-thru, Portaria\n',
        agenda: { days_ahead: 7, delivery: [{ weekday: 1, hours: '11:00, 11:30' }], pickup: [] },
      }),
    ).toEqual({
      pickup_places: ['Balcão', 'Drive-thru', 'Portaria'],
      agenda: { days_ahead: 7, delivery: [{ weekday: 1, hours: ['11:00', '11:30'] }], pickup: [] },
    });
  });
});
