import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStore } from '../../../lib/ui-store.ts';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { UpdateMyDataDialog } from './update-my-data-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

describe('update my data', () => {
  it('shows the rule broken under each field and keeps what was typed', async () => {
    const calls = stubCalls({});
    const { user } = renderWithApp(<UpdateMyDataDialog />);
    await user.type(screen.getByLabelText('E-mail'), 'maria@');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(errorOf('Nome completo')).toBe('Informe seu nome completo');
    expect(errorOf('E-mail')).toBe('email inválido');
    expect(errorOf('CPF/CNPJ')).toBe('CPF/CNPJ inválido');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'maria@');
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, e-mail and CPF digits; a field refusal shows under that field', async () => {
    const calls = stubCalls({
      updateuser: () => {
        throw refusal('E-mail já usado', { field: 'email' });
      },
    });
    const { user } = renderWithApp(<UpdateMyDataDialog />);
    await user.type(screen.getByLabelText('Nome completo'), ' Maria Cliente ');
    await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo.com');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorOf('E-mail')).toBe('E-mail já usado'));
    expect(calls).toHaveBeenCalledWith('updateuser', {
      username: 'Maria Cliente',
      email: 'maria@exemplo.com',
      cpf: '52998224725',
    });
  });

  it('masks the CPF/CNPJ as typed and sends an alphanumeric CNPJ in capitals', async () => {
    const calls = stubCalls({ updateuser: () => ({ user: { username: 'Maria' }, message: '' }) });
    const { user } = renderWithApp(<UpdateMyDataDialog />);
    await user.type(screen.getByLabelText('Nome completo'), 'Maria Cliente');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '1234');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveProperty('value', '123.4');
    await user.clear(screen.getByLabelText('CPF/CNPJ'));
    await user.type(screen.getByLabelText('CPF/CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveProperty('value', '12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('updateuser', { username: 'Maria Cliente', cpf: '12ABC34501DE35' }),
    );
  });

  it('closes after saving', async () => {
    uiStore.setState({ dialog: { kind: 'update-my-data' } });
    stubCalls({ updateuser: () => ({ user: { username: 'Maria' }, message: '' }) });
    const { user } = renderWithApp(<UpdateMyDataDialog />);
    await user.type(screen.getByLabelText('Nome completo'), 'Maria Cliente');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(uiStore.getState().dialog).toBeNull());
  });
});
