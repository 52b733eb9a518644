import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { AddressFormDialog } from './address-form-dialog.tsx';

const prelogin = {
  restaurant_data: { service_supplier: false },
  uf_list: [{ uf: 'SP' }],
  cidade_list: [
    { uf: 'SP', name: 'São Paulo' },
    { uf: 'SP', name: 'Santo André' },
  ],
  district_list: [],
};

function renderForm(onSave = vi.fn(async () => {})) {
  const r = renderWithApp(<AddressFormDialog open address={null} onSave={onSave} onClose={vi.fn()} />, { prelogin });
  return { ...r, onSave };
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

afterEach(() => vi.restoreAllMocks());

describe('address form', () => {
  it('marks the missing fields and keeps what was typed', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByLabelText('CEP'), '0131');
    await user.type(screen.getByLabelText('Rua'), 'Av. Paulista');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(errorOf('CEP')).toBe('O CEP deve ter 8 dígitos');
    expect(errorOf('Cidade')).toBe('Campo obrigatório');
    expect(errorOf('Número')).toBe('Campo obrigatório');
    expect(errorOf('Rua')).toBeNull();
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '0131');
    expect(screen.getByLabelText('Rua')).toHaveProperty('value', 'Av. Paulista');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('locks a single state; 8 CEP digits fill the address, which is saved as typed', async () => {
    const calls = stubCalls({
      'postalcode/lookup': () => ({
        uf: 'SP',
        localidade: 'São Paulo',
        bairro: 'Bela Vista',
        logradouro: 'Avenida Paulista',
      }),
    });
    const { user, onSave } = renderForm();
    expect(screen.getByLabelText('Estado')).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '01310-100');
    await waitFor(() => expect(screen.getByLabelText('Rua')).toHaveProperty('value', 'Avenida Paulista'));
    expect(calls).toHaveBeenCalledWith('postalcode/lookup', { cep: '01310100' });
    await user.type(screen.getByLabelText('Número'), ' 1000 ');
    await user.type(screen.getByLabelText('Complemento'), 'Apto 3');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(onSave).toHaveBeenCalledWith({
      address_cep: '01310100',
      address_state: 'SP',
      address_city: 'São Paulo',
      address_district: 'Bela Vista',
      address_street: 'Avenida Paulista',
      address_number: '1000',
      address_cmplt: 'Apto 3',
      address_default: false,
    });
  });

  it('saves a house without a complement', async () => {
    const { user, onSave } = renderForm();
    for (const [label, value] of [
      ['Cidade', 'Santo André'],
      ['Bairro', 'Centro'],
      ['Rua', 'Rua das Flores'],
      ['Número', '12'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    // No error under it, only the hint that it may stay empty.
    expect(errorOf('Complemento')).toBe('Opcional: apto, bloco, casa');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ address_number: '12', address_cmplt: '' }));
  });

  it('an unknown CEP says so under the field', async () => {
    stubCalls({ 'postalcode/lookup': () => ({ erro: true }) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('CEP'), '99999999');
    await waitFor(() => expect(errorOf('CEP')).toBe('CEP não encontrado. Tente novamente ou busque pelo endereço.'));
  });

  it('suggests cities ignoring accents', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Cidade'), 'sao');
    await user.click(screen.getByRole('button', { name: 'São Paulo' }));
    expect(screen.getByLabelText('Cidade')).toHaveProperty('value', 'São Paulo');
  });

  it("puts the server's refusal under the field it names", async () => {
    const onSave = vi.fn(async () => {
      throw refusal('Número inválido', { field: 'address_number' });
    });
    const { user } = renderForm(onSave);
    for (const [label, value] of [
      ['Cidade', 'Santo André'],
      ['Bairro', 'Centro'],
      ['Rua', 'Rua A'],
      ['Número', 'x'],
      ['Complemento', 'casa'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(errorOf('Número')).toBe('Número inválido'));
    expect(screen.getByLabelText('Número')).toHaveProperty('value', 'x');
  });
});
