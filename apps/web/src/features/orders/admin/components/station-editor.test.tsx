import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../../test/render.tsx';
import { StationEditor } from './station-editor.tsx';

const menu = [
  { _id: 'c-pizzas', name: 'Pizzas' },
  { _id: 'c-bebidas', name: 'Bebidas' },
  { _id: 'c-doces', name: 'Sobremesas' },
];
const prelogin = { restaurant_data: { menu } };
const forno = { station_id: 's1', name: 'Forno', category_ids: ['c-pizzas'], product_ids: [] };

describe('StationEditor', () => {
  it('adds a station with its categories and saves the whole list in order', async () => {
    const calls = stubCalls({ 'admin/kitchen/savestations': () => ({ stations: [] }) });
    const { user } = renderWithApp(<StationEditor stations={[forno]} />, { prelogin });
    await user.click(screen.getByRole('button', { name: 'Editar estações' }));
    const dialog = screen.getByRole('dialog', { name: 'Estações da cozinha' });
    expect((within(dialog).getByLabelText('Nome da estação') as HTMLInputElement).value).toBe('Forno');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar estação' }));
    const names = within(dialog).getAllByLabelText('Nome da estação');
    await user.type(names[1] as HTMLElement, 'Bar');
    const second = within(dialog).getAllByRole('group')[1] as HTMLElement;
    await user.click(within(second).getByLabelText('Bebidas'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar estações' }));
    expect(calls).toHaveBeenCalledWith('admin/kitchen/savestations', {
      stations: [
        { name: 'Forno', category_ids: ['c-pizzas'] },
        { name: 'Bar', category_ids: ['c-bebidas'] },
      ],
    });
  });

  it('asks for a name before saving and keeps what was typed when the server refuses', async () => {
    const calls = stubCalls({
      'admin/kitchen/savestations': () => {
        throw refusal('Use no máximo 12 estações.');
      },
    });
    // The spy is the one the first test installed: only this test's calls count.
    calls.mockClear();
    const { user } = renderWithApp(<StationEditor stations={[forno]} />, { prelogin });
    await user.click(screen.getByRole('button', { name: 'Editar estações' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar estação' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar estações' }));
    expect(within(dialog).getByText('Dê um nome à estação.')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();

    await user.type(within(dialog).getAllByLabelText('Nome da estação')[1] as HTMLElement, 'Chapa');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar estações' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Use no máximo 12 estações.');
    expect((within(dialog).getAllByLabelText('Nome da estação')[1] as HTMLInputElement).value).toBe('Chapa');
  });
});
