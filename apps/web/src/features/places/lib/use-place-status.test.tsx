import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { type PlaceHours, usePlaceStatus } from './use-place-status.ts';

// A bar open Monday to Saturday 18:00–02:00 (Sunday rests). 2026-11-23 is a Monday; São Paulo is UTC-3.
const bar: PlaceHours = {
  aberto: true,
  closed_place: false,
  business_hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '18:00', close: '02:00' })),
};

function Status({ place, at }: { place?: PlaceHours; at: string }) {
  const status = usePlaceStatus(place, () => new Date(at));
  if (!status) return null;
  return (
    <p data-open={status.open} data-kind={status.kind}>
      {status.short} · {status.text}
    </p>
  );
}

const shown = () => screen.getByText(/·/);

describe('usePlaceStatus', () => {
  it.each([
    ['2026-11-23T15:00:00Z', 'Fechado · Abre hoje às 18:00'], // Mon 12:00
    ['2026-11-24T00:30:00Z', 'Aberto · Aberto até 02:00'], // Mon 21:30
    ['2026-11-24T04:30:00Z', 'Aberto · Aberto até 02:00'], // Tue 01:30, Monday's night
    ['2026-11-24T05:30:00Z', 'Fechado · Abre hoje às 18:00'], // Tue 02:30
    ['2026-11-29T06:00:00Z', 'Fechado · Abre amanhã às 18:00'], // Sun 03:00, rests on Sunday
  ])('at %s says %s', (at, text) => {
    renderWithApp(<Status place={bar} at={at} />);
    expect(shown().textContent).toBe(text);
  });

  it('names the weekday when the next opening is further away', () => {
    const fridays = { ...bar, business_hours: [{ weekday: 5, open: '18:00', close: '02:00' }] };
    renderWithApp(<Status place={fridays} at="2026-11-24T15:00:00Z" />); // Tue 12:00
    expect(shown().textContent).toBe('Fechado · Abre sexta às 18:00');
  });

  it('a store closed by hand is closed whatever the hours, without a next opening', () => {
    renderWithApp(<Status place={{ ...bar, aberto: false }} at="2026-11-24T00:30:00Z" />);
    expect(shown().textContent).toBe('Fechado · Fechado no momento');
    expect(shown().dataset.kind).toBe('paused');
  });

  it("reads the current place's settings when no place is given", () => {
    renderWithApp(<Status at="2026-11-24T00:30:00Z" />, {
      prelogin: { restaurant_data: { ...bar, closed_place: true } },
    });
    expect(shown().dataset.open).toBe('false');
  });
});
