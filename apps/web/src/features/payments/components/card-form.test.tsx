import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { CardForm } from './card-form.tsx';

function renderCard(loggedIn = true) {
  const onSubmit = vi.fn();
  const r = renderWithApp(<CardForm loggedIn={loggedIn} busy={false} formError={null} onSubmit={onSubmit} />);
  return { ...r, onSubmit };
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

describe('card form', () => {
  it('marks every empty field "Campo obrigatório" and sends nothing', async () => {
    const { user, onSubmit } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Salvar cartão' }));
    for (const label of [
      'Número do cartão',
      'Validade (MM/AA)',
      'CVC',
      'Nome do titular (como no cartão)',
      'Descrição',
      'CPF do titular',
    ])
      expect(errorOf(label), label).toBe('Campo obrigatório');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each broken rule under its field and keeps what was typed', async () => {
    const { user, onSubmit } = renderCard();
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111112');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1320');
    await user.type(screen.getByLabelText('CVC'), '1');
    await user.type(screen.getByLabelText('Nome do titular (como no cartão)'), 'maria');
    await user.type(screen.getByLabelText('Descrição'), 'Pessoal');
    await user.type(screen.getByLabelText('CPF do titular'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar cartão' }));
    expect(errorOf('Número do cartão')).toBe('Cartão inválido');
    expect(errorOf('Validade (MM/AA)')).toBe('Validade inválida: use MM/AA');
    expect(errorOf('CVC')).toBe('CVC inválido');
    expect(errorOf('CPF do titular')).toBe('CPF inválido');
    expect(screen.getByLabelText('Número do cartão')).toHaveProperty('value', '4111 1111 1111 1112');
    expect(screen.getByLabelText('Nome do titular (como no cartão)')).toHaveProperty('value', 'MARIA');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid card as typed; without login there is no description', async () => {
    const { user, onSubmit } = renderCard(false);
    expect(screen.queryByLabelText('Descrição')).toBeNull();
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    await user.type(screen.getByLabelText('Validade (MM/AA)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Nome do titular (como no cartão)'), 'Maria Cliente');
    await user.type(screen.getByLabelText('CPF do titular'), '52998224725');
    await user.click(screen.getByRole('button', { name: /cart/i }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4111 1111 1111 1111',
      expiry: '12/40',
      cvc: '123',
      name: 'MARIA CLIENTE',
      // Masked as typed; the route sends holderCpfDigits of it.
      cpf: '529.982.247-25',
      description: '',
    });
  });
});
