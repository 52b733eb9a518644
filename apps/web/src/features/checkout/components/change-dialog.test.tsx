import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ChangeDialog } from './change-dialog.tsx';

function renderChange(initialCents: number | null = null) {
  const onAnswer = vi.fn();
  const r = renderWithApp(
    <ChangeDialog
      open
      totalCents={4250}
      initialCents={initialCents}
      locale="pt-BR"
      onAnswer={onAnswer}
      onClose={vi.fn()}
    />,
  );
  return { ...r, onAnswer, input: screen.getByLabelText('Troco para quanto?') };
}

describe('change dialog', () => {
  it('shows the total, refuses what is not an amount and keeps the text', async () => {
    const { user, onAnswer, input } = renderChange();
    expect(screen.getByText('Total do pedido: R$ 42,50')).toBeTruthy();
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirmar troco' }));
    expect(screen.getByRole('alert').textContent).toBe('Valor inválido');
    expect(input).toHaveProperty('value', 'abc');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('refuses an amount below the total', async () => {
    const { user, onAnswer, input } = renderChange();
    await user.type(input, '40,00');
    await user.click(screen.getByRole('button', { name: 'Confirmar troco' }));
    // Money is formatted with a no-break space after 'R$'.
    expect(screen.getByRole('alert').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Informe um valor maior ou igual ao total do pedido (R$ 42,50).',
    );
    expect(input).toHaveProperty('value', '40,00');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('refuses more than R$ 500,00 of change, naming the highest amount, and keeps the text', async () => {
    const { user, onAnswer, input } = renderChange();
    await user.type(input, '1.000,00');
    await user.click(screen.getByRole('button', { name: 'Confirmar troco' }));
    expect(screen.getByRole('alert').textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Informe um valor de até R$ 542,50: o troco máximo é R$ 500,00.',
    );
    expect(input).toHaveProperty('value', '1.000,00');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '542,50');
    await user.click(screen.getByRole('button', { name: 'Confirmar troco' }));
    expect(onAnswer).toHaveBeenLastCalledWith(54250);
  });

  it('answers the amount in cents, or null for no change', async () => {
    const { user, onAnswer, input } = renderChange();
    await user.type(input, '50,00');
    await user.click(screen.getByRole('button', { name: 'Confirmar troco' }));
    expect(onAnswer).toHaveBeenLastCalledWith(5000);
    await user.click(screen.getByRole('button', { name: 'Não preciso de troco' }));
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });

  it('starts from the amount chosen before', () => {
    const { input } = renderChange(10000);
    expect(input).toHaveProperty('value', '100,00');
  });
});
