import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '../../../lib/ui-store.ts';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('reset password', () => {
  it('checks both fields, keeps what was typed and shows the server refusal', async () => {
    const calls = stubCalls({
      updateuser: () => {
        throw refusal('Sessão expirada.');
      },
    });
    const { user } = renderWithApp(<ResetPasswordDialog redirect={null} />);
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(alerts()).toEqual(['Campo obrigatório', 'Campo obrigatório']);
    await user.type(screen.getByLabelText('Nova senha'), 'nova123');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'nova124');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(alerts()).toEqual(['As senhas não conferem']);
    expect(screen.getByLabelText('Nova senha')).toHaveProperty('value', 'nova123');
    expect(calls).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Repita a nova senha'));
    await user.type(screen.getByLabelText('Repita a nova senha'), 'nova123');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sessão expirada.');
    expect(calls).toHaveBeenCalledWith('updateuser', { password: 'nova123' });
  });

  it('saves the new password and closes', async () => {
    uiStore.setState({ dialog: { kind: 'reset-password', redirect: null } });
    stubCalls({ updateuser: () => ({ user: {}, message: 'Senha alterada' }) });
    const { user } = renderWithApp(<ResetPasswordDialog redirect={null} />);
    await user.type(screen.getByLabelText('Nova senha'), 'nova123');
    await user.type(screen.getByLabelText('Repita a nova senha'), 'nova123');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() => expect(uiStore.getState().dialog).toBeNull());
  });
});
