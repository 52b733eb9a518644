import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../../test/render.tsx';
import { NewPlaceForm } from './new-place-form.tsx';

afterEach(() => vi.restoreAllMocks());

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent;
};

describe('new place form', () => {
  it('shows every rule broken under its field and sends nothing', async () => {
    const calls = stubCalls({});
    const onCreated = vi.fn();
    const { user } = renderWithApp(<NewPlaceForm onCreated={onCreated} />);
    await user.click(screen.getByRole('button', { name: 'Criar negócio' }));
    expect(errorOf('Nome do negócio')).toBe('Informe o nome do negócio.');
    expect(errorOf('Endereço da loja')).toBe('Informe o endereço do seu negócio.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Escolha o tipo de negócio.');
    expect(calls).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses a link with spaces or accents and keeps what was typed', async () => {
    stubCalls({});
    const { user } = renderWithApp(<NewPlaceForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText('Endereço da loja'), 'Padaria São');
    await user.click(screen.getByRole('button', { name: 'Criar negócio' }));
    expect(errorOf('Endereço da loja')).toBe(
      'Use apenas letras minúsculas, números e hífens (sem espaços nem acentos).',
    );
    expect(screen.getByLabelText('Endereço da loja')).toHaveProperty('value', 'Padaria São');
  });

  it('suggests the link from the name, and sends name, link and kind', async () => {
    const calls = stubCalls({
      'onboarding/checkslug': () => ({ available: true, message: null }),
      'onboarding/createplace': () => ({ place: { slug: 'cantina-nova' } }),
    });
    const onCreated = vi.fn();
    const { user } = renderWithApp(<NewPlaceForm onCreated={onCreated} />);
    await user.type(screen.getByLabelText('Nome do negócio'), 'Cantina  Nova');
    expect(screen.getByLabelText('Endereço da loja')).toHaveProperty('value', 'cantina-nova');
    await user.click(screen.getByLabelText(/Restaurante ou lanchonete/));
    await user.click(screen.getByRole('button', { name: 'Criar negócio' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ place: { slug: 'cantina-nova' } }));
    expect(calls).toHaveBeenCalledWith('onboarding/createplace', {
      name: 'Cantina Nova',
      slug: 'cantina-nova',
      kind: 'restaurant',
    });
  });

  it("puts the server's refusal under the field it names and keeps the text", async () => {
    stubCalls({
      'onboarding/checkslug': () => ({ available: true, message: null }),
      'onboarding/createplace': () => {
        throw refusal('slug: Este endereço já está em uso.', { field: 'slug' });
      },
    });
    const { user } = renderWithApp(<NewPlaceForm onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText('Nome do negócio'), 'Cantina Nova');
    await user.click(screen.getByLabelText(/Loja/));
    await user.click(screen.getByRole('button', { name: 'Criar negócio' }));
    await waitFor(() => expect(errorOf('Endereço da loja')).toBe('Este endereço já está em uso.'));
    expect(screen.getByLabelText('Nome do negócio')).toHaveProperty('value', 'Cantina Nova');
  });
});
