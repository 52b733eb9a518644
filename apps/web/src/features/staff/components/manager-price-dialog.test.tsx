import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { ManagerPriceDialog } from './manager-price-dialog.tsx';

describe('manager price dialog', () => {
  it('takes comma decimals, refuses an amount past the bound under the field, and empty goes back to the menu price', async () => {
    const onSave = vi.fn();
    const onClose = vi.fn();
    const { user, unmount } = renderWithApp(
      <ManagerPriceDialog name="Pão de alho" current={null} onSave={onSave} onClose={onClose} />,
    );
    const field = screen.getByLabelText('Preço do gerente (R$)');
    await user.type(field, '100.000,01');
    await user.click(screen.getByRole('button', { name: 'Salvar preço' }));
    expect(screen.getByText('Informe um valor de R$ 0,00 a R$ 100.000,00.')).toBeTruthy();
    expect(field).toHaveProperty('value', '100.000,01');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '12,90');
    await user.click(screen.getByRole('button', { name: 'Salvar preço' }));
    expect(onSave).toHaveBeenLastCalledWith(12.9);
    unmount();
    renderWithApp(<ManagerPriceDialog name="Pão de alho" current={12.9} onSave={onSave} onClose={onClose} />);
    expect(screen.getByLabelText('Preço do gerente (R$)')).toHaveProperty('value', '12,90');
    await user.clear(screen.getByLabelText('Preço do gerente (R$)'));
    await user.click(screen.getByRole('button', { name: 'Salvar preço' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });
});
