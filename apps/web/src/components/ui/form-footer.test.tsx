import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter } from './form-footer.tsx';

describe('FormFooter', () => {
  it('shows the refusal, and delete, extra, cancel, submit in that order', async () => {
    const cancel = vi.fn();
    const remove = vi.fn();
    render(
      <form>
        <FormFooter
          error="Não foi possível salvar"
          submit={{ label: 'Salvar' }}
          cancel={{ label: 'Cancelar', onClick: cancel }}
          remove={{ label: 'Excluir', onClick: remove }}
        >
          <button type="button">Duplicar</button>
        </FormFooter>
      </form>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível salvar');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Excluir',
      'Duplicar',
      'Cancelar',
      'Salvar',
    ]);
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveProperty('type', 'submit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('disables submit while the form is sent', () => {
    render(<FormFooter submit={{ label: 'Salvar', busy: true }} />);
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveProperty('disabled', true);
  });

  it('shows nothing without an error or buttons', () => {
    const { container } = render(<FormFooter />);
    expect(container.innerHTML).toBe('');
  });
});
