import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

afterEach(() => vi.restoreAllMocks());

describe('forgot password', () => {
  it('refuses a short number with the rule text and keeps it', async () => {
    const calls = stubCalls({});
    const { user } = renderWithApp(<ForgotPasswordDialog phone="" redirect={null} />);
    const phone = screen.getByLabelText('Celular');
    await user.type(phone, '119');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByRole('alert').textContent).toBe('Telefone inválido: informe DDD e número (10 ou 11 dígitos)');
    expect(phone).toHaveProperty('value', '(11) 9');
    expect(calls).not.toHaveBeenCalled();
  });

  it('sends the SMS, then checks the code: too short, then refused by the server', async () => {
    const calls = stubCalls({
      resetpasswordsms: (body) => {
        if ((body as { type: string }).type === 'SEND') return { resend_in: 60 };
        throw refusal('Código incorreto.');
      },
    });
    const { user } = renderWithApp(<ForgotPasswordDialog phone="(11) 98765-4321" redirect={null} />);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(calls).toHaveBeenCalledWith('resetpasswordsms', { type: 'SEND', phone_number: '5511987654321' });
    const code = await screen.findByLabelText('Código');
    expect(screen.getByText('Digite o código de 4 dígitos enviado por SMS para (11) 98765-4321.')).toBeTruthy();
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(screen.getByRole('alert').textContent).toBe('O código deve ter 4 dígitos');
    await user.type(code, '34');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Código incorreto.');
    expect(code).toHaveProperty('value', '1234');
    expect(calls).toHaveBeenLastCalledWith('resetpasswordsms', {
      type: 'VALIDATE',
      phone_number: '5511987654321',
      pin_number: '1234',
    });
  });
});
