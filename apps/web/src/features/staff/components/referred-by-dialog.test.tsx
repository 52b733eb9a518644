import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStore } from '../../../lib/storage.ts';
import { renderWithApp, stubCalls } from '../../../test/render.tsx';
import { ReferredByDialog } from './referred-by-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const pedro = { code: 'supplier-pedro', name: 'Dr. Pedro Henrique', supplier: true };

describe('referred-by dialog', () => {
  it('forced: no way out, and the update needs a selection before it saves the referrer', async () => {
    browserStore.getState().setSession({ token: 'patient-token', managerToken: null, managerId: null });
    const calls = stubCalls({
      'admin/searchsalesman': () => ({ salesmen: [pedro] }),
      updateuser: () => ({ user: { _id: 'p1', username: 'Paciente', referred_by: 'supplier-pedro' }, message: 'ok' }),
      readuserinfo: () => ({ _id: 'p1', username: 'Paciente', referred_by: 'supplier-pedro', manager: null }),
    });
    const onClose = vi.fn();
    const { user } = renderWithApp(<ReferredByDialog forced onClose={onClose} />);
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Atualizar' });
    expect(update.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Código ou nome'), 'pedro');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('admin/searchsalesman', { code: 'pedro' }));
    await user.click(await screen.findByRole('radio', { name: /Dr. Pedro Henrique/ }));
    expect(update.hasAttribute('disabled')).toBe(false);
    await user.click(update);
    await waitFor(() => expect(calls).toHaveBeenCalledWith('updateuser', { referred_by: 'supplier-pedro' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says so when nobody has that code or name', async () => {
    stubCalls({ 'admin/searchsalesman': () => ({ salesmen: [] }) });
    const { user } = renderWithApp(<ReferredByDialog onClose={() => {}} />);
    await user.type(screen.getByLabelText('Código ou nome'), 'XYZ123');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ninguém encontrado com esse código ou nome.')).toBeTruthy();
  });
});
