import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Place } from '../../../app/shared/current-place.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { StoreHeader } from './store-header.tsx';

/** The same hours every day; a close before the open runs past midnight (as the settings save it). */
const daily = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.flatMap((weekday) =>
    close > open
      ? [{ weekday, open, close }]
      : [
          { weekday, open, close: '23:59' },
          { weekday: (weekday + 1) % 7, open: '00:00', close },
        ],
  );

const district = (name: string, fee: number) => ({ name, city: 'São Paulo', uf: 'SP', fee, free: fee === 0 });

function place(part: Partial<Place> = {}): Place {
  return {
    _id: 'p1',
    slug: 'cantina',
    restaurantname: 'Cantina da Praça',
    photo: null,
    banner: '/uploads/demo/cantina/banner.webp',
    delivery_time: 45,
    min_order: 0,
    business_hours: daily('00:00', '23:59'),
    aberto: true,
    closed_place: false,
    delivery: true,
    delivery_districts: [district('República', 0), district('Consolação', 5), district('Santa Cecília', 8)],
    menu: [],
    ...part,
  } as unknown as Place;
}

// São Paulo is UTC−3: 2026-11-25 is a Wednesday.
const at = (iso: string) => new Date(iso);

describe('StoreHeader', () => {
  it('shows the banner, the name, open now and the delivery facts', () => {
    renderWithApp(<StoreHeader place={place()} instant={at('2026-11-25T15:00:00Z')} />);
    expect(screen.getByTestId('store-banner').getAttribute('src')).toBe('/uploads/demo/cantina/banner.webp');
    expect(screen.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeTruthy();
    // Open every day all day: no closing time to show.
    expect(screen.getByTestId('place-status').textContent).toBe('Aberto agora');
    const facts = screen.getByRole('list', { name: 'Entrega e pedido' });
    expect(facts.textContent).toContain('40–50 min');
    expect(facts.textContent?.replace(/\s/g, ' ')).toContain('Entrega grátis a R$ 8,00');
    expect(screen.queryByText('Pedido mínimo', { exact: false })).toBeNull();
    expect(screen.queryByTestId('closed-notice')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mais' })).toBeTruthy();
  });

  it('says until when a bar open past midnight is open', () => {
    renderWithApp(
      <StoreHeader place={place({ business_hours: daily('10:00', '02:00') })} instant={at('2026-11-25T23:00:00Z')} />,
    );
    expect(screen.getByTestId('place-status').textContent).toBe('Aberto até 02:00');
  });

  it.each([
    // 03:00 on Wednesday, opens at 10:00 the same day.
    ['2026-11-25T06:00:00Z', daily('10:00', '02:00'), 'Fechado · Abre hoje às 10:00'],
    // Thursday 20:00, a weekday clinic opens on Friday.
    ['2026-11-26T23:00:00Z', daily('08:00', '19:00', [1, 2, 3, 4, 5]), 'Fechado · Abre amanhã às 08:00'],
    // Saturday noon: Monday.
    ['2026-11-28T15:00:00Z', daily('08:00', '19:00', [1, 2, 3, 4, 5]), 'Fechado · Abre segunda às 08:00'],
  ])('at %s says when a store closed by its hours opens next', (iso, hours, text) => {
    renderWithApp(<StoreHeader place={place({ business_hours: hours })} instant={at(iso)} />);
    expect(screen.getByTestId('place-status').textContent).toBe(text);
    expect(screen.getByTestId('closed-notice').textContent).toContain('Loja fechada');
  });

  it('a store switched off by hand is closed with no opening time, and still shows its facts', () => {
    renderWithApp(<StoreHeader place={place({ aberto: false })} instant={at('2026-11-25T15:00:00Z')} />);
    expect(screen.getByTestId('place-status').textContent).toBe('Fechado no momento');
    expect(screen.getByTestId('closed-notice').textContent).toContain('Loja fechada');
    expect(screen.getByRole('list', { name: 'Entrega e pedido' })).toBeTruthy();
  });

  it.each([
    [[district('A', 5), district('B', 12)], 'Entrega R$ 5,00 a R$ 12,00'],
    [[district('A', 0), district('B', 0)], 'Entrega grátis'],
    [[district('A', 7), district('B', 7)], 'Entrega R$ 7,00'],
  ])('sums up the delivery fees %#', (districts, text) => {
    renderWithApp(
      <StoreHeader place={place({ delivery_districts: districts })} instant={at('2026-11-25T15:00:00Z')} />,
    );
    expect(screen.getByRole('list', { name: 'Entrega e pedido' }).textContent?.replace(/\s/g, ' ')).toContain(text);
  });

  it('shows the minimum order, and no fee where the store does not deliver', () => {
    renderWithApp(
      <StoreHeader
        place={place({ min_order: 25, delivery: false, delivery_time: null })}
        instant={at('2026-11-25T15:00:00Z')}
      />,
    );
    const facts = screen.getByRole('list', { name: 'Entrega e pedido' }).textContent?.replace(/\s/g, ' ');
    expect(facts).toBe('Pedido mínimo R$ 25,00');
  });

  it('has no banner picture when none was uploaded (the brand colour shows instead)', () => {
    renderWithApp(<StoreHeader place={place({ banner: null })} instant={at('2026-11-25T15:00:00Z')} />);
    expect(screen.queryByTestId('store-banner')).toBeNull();
  });
});
