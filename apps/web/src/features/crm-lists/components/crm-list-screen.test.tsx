import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import type { ContactType } from '../api/crm-lists-calls.ts';
import { ContactTypesScreen } from './crm-lists-screens.tsx';

const whatsapp: ContactType = { id: 'c1', name: 'WhatsApp', kind: 'customer', deleted_at: null };

describe('CrmListScreen (contact types)', () => {
  it('lists, creates, shows a refusal under its field keeping the text, edits and deletes after confirming', async () => {
    let entries: ContactType[] = [whatsapp];
    const calls = stubCalls({
      getTypeContacts: () => ({ contact_types: entries }),
      createTypeContact: (body) => {
        const { name, kind } = body as { name: string; kind: ContactType['kind'] };
        if (name === 'WhatsApp') throw refusal('Já existe um tipo de contato com este nome.', { field: 'name' });
        const created = { id: 'c2', name, kind, deleted_at: null };
        entries = [...entries, created];
        return { contact_type: created };
      },
      updateTypeContact: (body) => {
        const { id, name, kind } = body as { id: string; name: string; kind: ContactType['kind'] };
        entries = entries.map((e) => (e.id === id ? { ...e, name, kind } : e));
        return { contact_type: entries.find((e) => e.id === id) };
      },
      deletedTypeContact: (body) => {
        entries = entries.filter((e) => e.id !== (body as { id: string }).id);
        return { deleted: true };
      },
    });
    const { user } = renderWithApp(<ContactTypesScreen />, { path: '/admin/crm/tipos-de-contato' });
    const item = await screen.findByRole('listitem', { name: 'WhatsApp' });
    expect(within(item).getByText('Cliente')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Novo tipo de contato' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome do tipo de contato.')).toBeTruthy();
    const name = screen.getByLabelText('Nome');
    await user.type(name, 'WhatsApp');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um tipo de contato com este nome.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('WhatsApp');

    await user.clear(name);
    await user.type(name, 'Recepção');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'handler');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const created = await screen.findByRole('listitem', { name: 'Recepção' });
    expect(within(created).getByText('Atendente')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('createTypeContact', { name: 'Recepção', kind: 'handler' });

    await user.click(within(created).getByRole('button', { name: 'Editar' }));
    const edit = within(created).getByLabelText('Nome');
    await user.clear(edit);
    await user.type(edit, 'Recepção da clínica');
    await user.click(within(created).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('listitem', { name: 'Recepção da clínica' })).toBeTruthy();

    await user.click(
      within(screen.getByRole('listitem', { name: 'WhatsApp' })).getByRole('button', { name: 'Excluir' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Excluir o tipo de contato "WhatsApp"\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'WhatsApp' })).toBeNull());
    expect(calls).toHaveBeenCalledWith('deletedTypeContact', { id: 'c1' });
  });

  it('shows the empty state', async () => {
    stubCalls({ getTypeContacts: () => ({ contact_types: [] }) });
    const { unmount } = renderWithApp(<ContactTypesScreen />);
    expect(await screen.findByText('Nenhum tipo de contato cadastrado.')).toBeTruthy();
    unmount();
  });

  it("shows the spec's default text when the list fails without an answer", async () => {
    // A server fault's own text says nothing useful: the screen shows the spec's text (spec 2 §8).
    stubCalls({
      getTypeContacts: () => {
        throw refusal('internal error', { code: 'internal', status: 500 });
      },
    });
    renderWithApp(<ContactTypesScreen />);
    expect(await screen.findByText('Erro na busca do tipo do contato', {}, { timeout: 5000 })).toBeTruthy();
  });
});
