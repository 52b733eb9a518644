import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../../app/shared/current-user.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { browserStore } from '../../../lib/storage.ts';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { SwitchAccountDialog } from './switch-account-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const maria = {
  _id: 'maria-id',
  username: 'Maria Cliente',
  phone: '11987654321',
  email: 'maria@exemplo.com.br',
  cpf: '12ABC34501DE35',
  master_account: false,
  last_order_at: '2026-11-20T15:30:00.000Z',
};
const staffUser = {
  _id: 'joao-id',
  username: 'João Gerente',
  manager: { managerId: 'm1', owner: false, service_supplier_id: null },
};
const session = (id: string, username: string) => ({
  token: `acting-${id}`,
  user: { _id: id, username },
  manager: null,
});

/** Staff signed in at the counter with a cart, a coupon and a pending order of the last customer. */
function staffAtCounter() {
  const store = browserStore.getState();
  store.setSession({ token: 'own-token', managerToken: 'manager-token', managerId: 'm1' });
  store.set('cart', { products: [], options: { budget: true } });
  store.set('coupon', 'PROMO10');
  store.set('pendingOrderId', 'order-1');
  queryClient.setQueryData(userQuery('own-token').queryKey, staffUser as never);
}

// The search waits 1 s after the last key (spec 1 §5); the test waits for it, it does not time it.
const afterDebounce = { timeout: 3000 };

describe('switch-account dialog', () => {
  it('searches from 3 characters after the pause, then acts as the chosen customer and clears the cart', async () => {
    staffAtCounter();
    const calls = stubCalls({
      listusers: () => ({ users: [maria], has_more: false }),
      managerlogin: () => session('maria-id', 'Maria Cliente'),
      readuserinfo: () => ({ ...maria, acting_by: 'João Gerente', manager: staffUser.manager }),
    });
    const { user } = renderWithApp(<SwitchAccountDialog />);
    await waitFor(() => expect(calls).toHaveBeenCalledWith('listusers', {}), afterDebounce);
    await user.type(screen.getByLabelText('Buscar cliente'), 'ma');
    expect(screen.getByText('Digite ao menos 3 caracteres.')).toBeTruthy();
    await user.type(screen.getByLabelText('Buscar cliente'), 'r');
    await waitFor(() => expect(calls).toHaveBeenCalledWith('listusers', { search: 'mar' }), afterDebounce);
    expect(calls).not.toHaveBeenCalledWith('listusers', { search: 'ma' });
    expect(await screen.findByText('(11) 98765-4321 · 12.ABC.345/01DE-35 · maria@exemplo.com.br')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Atender Maria Cliente' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('managerlogin', { user_id: 'maria-id' }));
    const state = browserStore.getState();
    await waitFor(() => expect(browserStore.getState().token).toBe('acting-maria-id'));
    expect(state.managerToken).toBe('manager-token');
    expect(browserStore.getState()).toMatchObject({
      ownToken: 'own-token',
      cart: null,
      coupon: null,
      pendingOrderId: null,
    });
  });

  it('filters master accounts and shows a refusal without leaving the dialog', async () => {
    staffAtCounter();
    const calls = stubCalls({
      listusers: () => ({ users: [maria], has_more: true }),
      managerlogin: () => {
        throw refusal('Cliente não encontrado.');
      },
    });
    const { user } = renderWithApp(<SwitchAccountDialog />);
    await user.click(screen.getByLabelText('Somente contas master'));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('listusers', { master: true }), afterDebounce);
    expect(await screen.findByText('Há mais clientes: refine a busca.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Atender Maria Cliente' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cliente não encontrado.');
    expect(browserStore.getState().token).toBe('own-token');
  });

  it('creates a customer with only a name and serves them; a bad CPF/CNPJ stays under its field', async () => {
    staffAtCounter();
    const calls = stubCalls({
      listusers: () => ({ users: [], has_more: false }),
      createuser: () => session('new-id', 'Cliente do Balcão'),
      readuserinfo: () => ({ _id: 'new-id', username: 'Cliente do Balcão', acting_by: 'João Gerente' }),
    });
    const { user } = renderWithApp(<SwitchAccountDialog />);
    await user.click(screen.getByRole('button', { name: 'Novo cliente' }));
    await user.type(screen.getByLabelText('Nome completo'), 'Cliente do Balcão');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '12abc34501de36');
    await user.click(screen.getByRole('button', { name: 'Criar e atender' }));
    expect(screen.getByText('CNPJ inválido')).toBeTruthy();
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveProperty('value', '12.ABC.345/01DE-36');
    expect(calls).not.toHaveBeenCalledWith('createuser', expect.anything());
    await user.clear(screen.getByLabelText('CPF/CNPJ'));
    await user.click(screen.getByRole('button', { name: 'Criar e atender' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('createuser', { username: 'Cliente do Balcão' }));
    await waitFor(() => expect(browserStore.getState().token).toBe('acting-new-id'));
    expect(browserStore.getState().ownToken).toBe('own-token');
  });
});
