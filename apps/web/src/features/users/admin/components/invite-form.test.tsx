import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../../test/render.tsx';
import { InviteForm } from './invite-form.tsx';

afterEach(() => vi.restoreAllMocks());

describe('invite a manager', () => {
  it('refuses a short number with the rule text and keeps it', async () => {
    const calls = stubCalls({});
    const { user } = renderWithApp(<InviteForm />);
    const phone = screen.getByLabelText('Celular da pessoa convidada');
    await user.type(phone, '1198');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect(screen.getByRole('alert').textContent).toBe('Telefone inválido: informe DDD e número (10 ou 11 dígitos)');
    expect(phone).toHaveProperty('value', '(11) 98');
    expect(calls).not.toHaveBeenCalled();
  });

  it("sends the number; the server's refusal about it shows without its field prefix", async () => {
    const calls = stubCalls({
      'team/invite': () => {
        throw refusal('phone: Este número já é da equipe.', { field: 'phone' });
      },
    });
    const { user } = renderWithApp(<InviteForm />);
    await user.type(screen.getByLabelText('Celular da pessoa convidada'), '11987650001');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este número já é da equipe.');
    expect(calls).toHaveBeenCalledWith('team/invite', { phone: '5511987650001', role: 'manager' });
    expect(screen.getByLabelText('Celular da pessoa convidada')).toHaveProperty('value', '(11) 98765-0001');
  });

  it('empties the field once the invitation is sent', async () => {
    stubCalls({ 'team/invite': () => ({ sms_sent: true }), 'team/list': () => ({ members: [], invitations: [] }) });
    const { user } = renderWithApp(<InviteForm />);
    await user.type(screen.getByLabelText('Celular da pessoa convidada'), '11987650001');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(screen.getByLabelText('Celular da pessoa convidada')).toHaveProperty('value', ''));
  });

  it('invites with the chosen role (kitchen) and says what that role sees', async () => {
    const calls = stubCalls({
      'team/invite': () => ({ sms_sent: true }),
      'team/list': () => ({ members: [], invitations: [] }),
    });
    const { user } = renderWithApp(<InviteForm />);
    await user.selectOptions(screen.getByLabelText('Função'), 'kitchen');
    expect(screen.getByText('Só a tela da cozinha: Pronto e Desfazer.')).toBeTruthy();
    await user.type(screen.getByLabelText('Celular da pessoa convidada'), '11987650001');
    await user.click(screen.getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('team/invite', { phone: '5511987650001', role: 'kitchen' }));
  });
});
