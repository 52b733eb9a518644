import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubCalls } from '../../../test/render.tsx';
import type { Order } from '../api/order-calls.ts';
import { RateOrder } from './rate-order.tsx';

const order = (over: Partial<Order> = {}) => ({ _id: 'o-1', number: 7, status: 4, rating: null, ...over }) as Order;

describe('RateOrder', () => {
  it('asks for stars first, then sends 1–5 stars and the comment once', async () => {
    const calls = stubCalls({
      'order/rate': () => ({ rating: { stars: 5, comment: 'Perfeito', at: '2026-11-25T22:00:00.000Z' } }),
    });
    const { user } = renderWithApp(<RateOrder order={order()} canRate />);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha de 1 a 5 estrelas.');
    expect(calls).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '5 estrelas' }));
    await user.type(screen.getByLabelText('Comentário (opcional)'), ' Perfeito ');
    expect(screen.getByText('10/500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Obrigado pela avaliação!')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('order/rate', { order_id: 'o-1', stars: 5, comment: 'Perfeito' });
    expect(screen.queryByRole('button', { name: 'Enviar avaliação' })).toBeNull();
  });

  it('shows a given rating, and nothing before delivery or to someone else', () => {
    const rated = order({ rating: { stars: 3, comment: 'Ok', at: '2026-11-25T22:00:00.000Z' } });
    const { unmount } = renderWithApp(<RateOrder order={rated} canRate={false} />);
    expect(screen.getByRole('img', { name: '3 estrelas' }).textContent).toBe('★★★☆☆');
    unmount();
    const a = renderWithApp(<RateOrder order={order({ status: 1 })} canRate />);
    expect(a.container.textContent).toBe('');
    a.unmount();
    const b = renderWithApp(<RateOrder order={order()} canRate={false} />);
    expect(b.container.textContent).toBe('');
  });
});
