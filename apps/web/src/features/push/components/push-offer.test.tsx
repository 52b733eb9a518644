import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStore } from '../../../lib/storage.ts';
import { renderWithApp, stubCalls } from '../../../test/render.tsx';
import { PushOffer } from './push-offer.tsx';

// The offer to turn notifications on (decision 101): shown only where the browser can receive push
// and the person has not answered; the browser is asked only on the button, never on render.

const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);

function browserWithPush(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

beforeEach(() => {
  requestPermission.mockClear();
  browserStore.getState().setSession({ token: 'customer-token' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOffer', () => {
  it('offers after an order and asks the browser only when the button is pressed', async () => {
    browserWithPush('default');
    const calls = stubCalls({});
    const { user } = renderWithApp(<PushOffer context="order" />);
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeTruthy();
    expect(
      screen.getByText('Quer saber na hora quando o pedido sair para entrega? Ative as notificações.'),
    ).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ativar notificações' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    // Refused: the offer goes and nothing is registered.
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it("words the board's offer for staff and can be put off", async () => {
    browserWithPush('default');
    const { user } = renderWithApp(<PushOffer context="board" />);
    screen.getByText('Receba chamadas do garçom e pedidos de conta mesmo com esta tela fechada.');
    await user.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('shows nothing to staff acting as a customer, after a refusal, or where push does not exist', () => {
    browserWithPush('default');
    browserStore.setState({ ownToken: 'staff-own-token' });
    const acting = renderWithApp(<PushOffer context="order" />);
    expect(acting.container.innerHTML).toBe('');
    acting.unmount();
    browserStore.setState({ ownToken: null });

    browserWithPush('denied');
    const denied = renderWithApp(<PushOffer context="order" />);
    expect(denied.container.innerHTML).toBe('');
    denied.unmount();

    vi.unstubAllGlobals();
    const unsupported = renderWithApp(<PushOffer context="order" />);
    expect(unsupported.container.innerHTML).toBe('');
  });
});
