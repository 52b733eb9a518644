import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ReferFriendDialog } from './refer-friend-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

describe('refer-a-friend dialog', () => {
  it('shows the share coupon in a message and copies it', async () => {
    const { user } = renderWithApp(
      <ReferFriendDialog
        code="MARIA7K2P"
        place="Cantina da Praça"
        link="https://x.test/cupom/MARIA7K2P"
        onClose={() => {}}
      />,
    );
    const text = 'Use o meu cupom MARIA7K2P no seu primeiro pedido em Cantina da Praça: https://x.test/cupom/MARIA7K2P';
    expect(screen.getByTestId('refer-friend-text').textContent).toBe(text);
    await user.click(screen.getByRole('button', { name: 'Copiar mensagem' }));
    // user-event's clipboard stands in for the browser's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(text));
  });
});
