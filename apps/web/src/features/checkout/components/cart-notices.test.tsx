import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { useOrderBlockers } from '../hooks/use-order-blockers.ts';
import { CartNotices, OrderBlockedReasons } from './cart-notices.tsx';

function Harness({ subtotalCents, local = false }: { subtotalCents: number; local?: boolean }) {
  const blockers = useOrderBlockers({ subtotalCents, kind: local ? 'local' : 'now', staff: false });
  return (
    <>
      <CartNotices blockers={blockers} locale="pt-BR" />
      <OrderBlockedReasons id="why" reasons={blockers.reasons} />
      <button type="button" disabled={blockers.reasons.length > 0}>
        Fazer pedido
      </button>
    </>
  );
}

const allDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
const place = (extra: Record<string, unknown>) => ({
  restaurant_data: { aberto: true, closed_place: false, business_hours: allDay, min_order: 30, ...extra },
});

describe('cart notices', () => {
  it('says how much is missing to the minimum and keeps the button off with that reason', () => {
    renderWithApp(<Harness subtotalCents={2150} />, { prelogin: place({}) });
    expect(screen.getByText(/^Faltam/, { selector: 'p' }).textContent).toBe('Faltam R$\u00a08,50 para o pedido mínimo');
    expect(screen.getByText(/O pedido mínimo desta loja é R\$\s30,00 em produtos/)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Faltam R$\u00a08,50 para o pedido mínimo');
    expect(screen.getByRole('button', { name: 'Fazer pedido' })).toHaveProperty('disabled', true);
  });

  it('lets the order go once the minimum is reached, and at a table', () => {
    const { unmount } = renderWithApp(<Harness subtotalCents={3000} />, { prelogin: place({}) });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fazer pedido' })).toHaveProperty('disabled', false);
    unmount();
    renderWithApp(<Harness subtotalCents={100} local />, { prelogin: place({}) });
    expect(screen.getByRole('button', { name: 'Fazer pedido' })).toHaveProperty('disabled', false);
  });

  it('says the store is closed, and when it opens, before the customer fills the cart', () => {
    // No hours today or any day but one far away: closed now, with a next opening.
    const weekday = (new Date().getUTCDay() + 3) % 7;
    renderWithApp(<Harness subtotalCents={5000} />, {
      prelogin: place({ business_hours: [{ weekday, open: '18:00', close: '02:00' }] }),
    });
    expect(screen.getByRole('heading', { name: 'Loja fechada' })).toBeTruthy();
    expect(screen.getByText(/^Abre .+ às 18:00$/)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toMatch(/^Loja fechada · Abre .+ às 18:00$/);
    expect(screen.getByRole('button', { name: 'Fazer pedido' })).toHaveProperty('disabled', true);
  });

  it('a store closed by hand says it is not taking orders', () => {
    renderWithApp(<Harness subtotalCents={5000} />, { prelogin: place({ aberto: false }) });
    expect(screen.getByRole('listitem').textContent).toBe('A loja não está recebendo pedidos no momento');
  });
});
