import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubCalls } from '../../../test/render.tsx';
import type { MarketPlace } from '../api/marketplace-calls.ts';
import { MarketplaceScreen } from './marketplace-screen.tsx';

function place(part: Partial<MarketPlace>): MarketPlace {
  return {
    _id: 'p1',
    slug: 'cantina-da-praca',
    restaurantname: 'Cantina da Praça',
    photo: null,
    banner: null,
    address: 'Praça da República, 100',
    city: 'São Paulo',
    uf: 'SP',
    category: 'Italiana',
    open: true,
    delivery: true,
    pickup: true,
    delivery_time: 45,
    online_payment: true,
    free_delivery: true,
    delivery_fee_from: 0,
    min_order: 0,
    distance_km: null,
    favourite: false,
    ...part,
  };
}

const ALL = [
  place({}),
  place({
    _id: 'p2',
    slug: 'pinheiros',
    restaurantname: 'Cantina — Pinheiros',
    open: false,
    free_delivery: false,
    delivery_fee_from: 5,
  }),
];

describe('MarketplaceScreen', () => {
  it('shows open and closed places, and sends the free-delivery filter to the server', async () => {
    const calls = stubCalls({
      'marketplace/list': (body) => ({
        marketplace: { restaurantname: 'Guia Sabores', photo: null, banner: null },
        places: (body as { free_delivery?: boolean }).free_delivery ? ALL.filter((p) => p.free_delivery) : ALL,
        categories: [{ name: 'Italiana', count: 2 }],
      }),
      'marketplace/getlocation': () => ({ ufs: [{ uf: 'SP', cities: ['São Paulo'] }] }),
    });
    const { user } = renderWithApp(<MarketplaceScreen />);
    await screen.findByRole('heading', { name: 'Guia Sabores' });
    const cards = await screen.findAllByTestId('market-place');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('Fechado')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText(/^Entrega a partir de R\$.5,00$/)).toBeTruthy();
    // A visitor sees no favourites filter: favourites belong to a signed-in customer.
    expect(screen.queryByRole('button', { name: 'Favoritos' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Entrega grátis' }));
    await expect.poll(() => screen.getAllByTestId('market-place').length).toBe(1);
    expect(calls).toHaveBeenLastCalledWith('marketplace/list', { free_delivery: true });
  });
});
