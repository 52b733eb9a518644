import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserStore } from '../../../lib/storage.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CartStaffTools } from './cart-staff-tools.tsx';

describe('cart staff tools', () => {
  it('percent and flat discounts replace each other; a bad value stays under the field', async () => {
    const { user } = renderWithApp(<CartStaffTools expiry={{}} placeHours={24} onExpiry={() => {}} />);
    expect(screen.getByTestId('staff-discount').textContent).toBe('Nenhum');
    await user.click(screen.getByRole('button', { name: 'Desconto %' }));
    await user.type(screen.getByLabelText('Porcentagem'), '101');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('Informe uma porcentagem maior que 0 e até 100.')).toBeTruthy();
    expect(screen.getByLabelText('Porcentagem')).toHaveProperty('value', '101');
    await user.clear(screen.getByLabelText('Porcentagem'));
    await user.type(screen.getByLabelText('Porcentagem'), '10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(browserStore.getState().discounts).toEqual({ percent_discount: 10 });
    expect(screen.getByTestId('staff-discount').textContent).toBe('10 %');

    await user.click(screen.getByRole('button', { name: 'Desconto R$' }));
    await user.type(screen.getByLabelText('Valor (R$)'), '12,50');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(browserStore.getState().discounts).toEqual({ flat_discount: 12.5 });
    expect(screen.getByTestId('staff-discount').textContent).toBe('R$\u00a012,50');
    await user.click(screen.getByRole('button', { name: 'Remover desconto' }));
    expect(browserStore.getState().discounts).toBeNull();
  });

  it('sets the expiry in days or never, showing the largest unit; 0 cannot be confirmed', async () => {
    const onExpiry = vi.fn();
    const { user, rerender } = renderWithApp(<CartStaffTools expiry={{}} placeHours={24} onExpiry={onExpiry} />);
    expect(screen.getByTestId('staff-expiry').textContent).toBe('1 dia');
    await user.click(screen.getByRole('button', { name: 'Alterar' }));
    const duration = screen.getByLabelText('Duração');
    await user.clear(duration);
    await user.type(duration, '0');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveProperty('disabled', true);
    await user.clear(duration);
    await user.type(duration, '2');
    await user.selectOptions(screen.getByLabelText('Unidade'), 'Dias');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onExpiry).toHaveBeenLastCalledWith({ expire_in: 48 });
    rerender(<CartStaffTools expiry={{ expire_in: 48 }} placeHours={24} onExpiry={onExpiry} />);
    expect(screen.getByTestId('staff-expiry').textContent).toBe('2 dias');
    await user.click(screen.getByRole('button', { name: 'Alterar' }));
    await user.click(screen.getByLabelText('Não expira'));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onExpiry).toHaveBeenLastCalledWith({ dont_expire: true });
  });
});
