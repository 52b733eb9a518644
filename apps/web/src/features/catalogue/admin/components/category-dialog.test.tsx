import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../../test/render.tsx';
import { CategoryDialog } from './category-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

function renderDialog() {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const r = renderWithApp(<CategoryDialog category={null} onClose={onClose} onSaved={onSaved} />);
  return { ...r, onSaved, onClose };
}

describe('category dialog', () => {
  it('refuses an empty name and sends nothing', async () => {
    const calls = stubCalls({});
    const { user, onSaved } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(errorOf('Nome')).toBe('Informe o nome.');
    expect(calls).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('derives the link from the name and sends the category', async () => {
    const calls = stubCalls({ 'admin/catalogue/savemenu': () => ({ category: {} }) });
    const { user, onSaved } = renderDialog();
    await user.type(screen.getByLabelText('Nome'), 'Massas Frescas');
    expect(screen.getByLabelText('Identificador no link')).toHaveProperty('value', 'massas-frescas');
    await user.type(screen.getByLabelText('Subcategorias'), 'Longas, Recheadas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toHaveBeenCalledWith(
      'admin/catalogue/savemenu',
      expect.objectContaining({
        name: 'Massas Frescas',
        type_search: 'massas-frescas',
        subtypes: ['Longas', 'Recheadas'],
        active: true,
      }),
    );
  });

  it("shows the server's refusal and keeps what was typed; cancel closes", async () => {
    stubCalls({
      'admin/catalogue/savemenu': () => {
        throw refusal('type_search: Identificador já usado por outra categoria', { field: 'type_search' });
      },
    });
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Nome'), 'Pizzas');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(errorOf('Identificador no link')).toBe('Identificador já usado por outra categoria'));
    expect(screen.getByLabelText('Nome')).toHaveProperty('value', 'Pizzas');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
