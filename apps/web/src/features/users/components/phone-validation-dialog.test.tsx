import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '../../../lib/ui-store.ts';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { PhoneValidationDialog } from './phone-validation-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

describe('phone validation', () => {
  it('sends the code once on open and counts down before a resend', async () => {
    const calls = stubCalls({ sendvalidationpin: () => ({ resend_in: 60 }) });
    renderWithApp(<PhoneValidationDialog redirect={null} />);
    await waitFor(() => expect(calls).toHaveBeenCalledWith('sendvalidationpin', {}));
    expect(await screen.findByText('Reenviar código em 1:00')).toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('refuses a short code, then shows the server refusal and keeps the code', async () => {
    const calls = stubCalls({
      sendvalidationpin: () => ({ resend_in: 60 }),
      validatephonenumber: () => {
        throw refusal('Código incorreto. Tentativas restantes: 2');
      },
    });
    const { user } = renderWithApp(<PhoneValidationDialog redirect={null} />);
    const code = screen.getByLabelText('Código');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert').textContent).toBe('O código deve ter 4 dígitos');
    await user.type(code, '34');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Código incorreto. Tentativas restantes: 2');
    expect(code).toHaveProperty('value', '1234');
    expect(calls).toHaveBeenCalledWith('validatephonenumber', { pin_number: '1234' });
  });

  it('closes once the code is right', async () => {
    uiStore.setState({ dialog: { kind: 'phone-validation', redirect: null } });
    stubCalls({ sendvalidationpin: () => ({ resend_in: 60 }), validatephonenumber: () => ({ phone_validated: true }) });
    const { user } = renderWithApp(<PhoneValidationDialog redirect={null} />);
    await user.type(screen.getByLabelText('Código'), '1234');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(uiStore.getState().dialog).toBeNull());
  });
});
