import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Prelogin } from '../../../app/shared/current-place.ts';
import { refusal, renderWithApp, stubCalls } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const prelogin = {
  restaurant_data: { restaurantname: 'Cantina da Praça', photo: null, clinicEnabled: false },
} as unknown as Prelogin;

const PHONE = '(11) 98765-4321';
const WIRE = '5511987654321';

function renderLogin() {
  return renderWithApp(<LoginScreen prelogin={prelogin} redirect="/carrinho" authCode={null} />, { path: '/entrar' });
}

afterEach(() => vi.restoreAllMocks());

describe('login, phone step', () => {
  it('refuses an empty or short number with the rule text, keeps what was typed, asks nothing', async () => {
    const calls = stubCalls({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe('Informe seu número para contato');
    const phone = screen.getByLabelText('Celular');
    await user.type(phone, '1198');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe('Telefone inválido: informe DDD e número (10 ou 11 dígitos)');
    expect((phone as HTMLInputElement).value).toBe('(11) 98');
    expect(calls).not.toHaveBeenCalled();
  });

  it('masks the number and checks it; a known number goes to the password step', async () => {
    const calls = stubCalls({ checkuser: () => ({ exists: true }) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Celular'), '11987654321');
    expect(screen.getByLabelText('Celular')).toHaveProperty('value', PHONE);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(calls).toHaveBeenCalledWith('checkuser', { emailOrPhone: WIRE });
    expect(await screen.findByText(`Entrando com ${PHONE}`)).toBeTruthy();
  });

  it('an unknown number asks to review it or create an account', async () => {
    stubCalls({ checkuser: () => ({ exists: false }) });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Celular'), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Número sem conta' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revisar número' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Celular')).toHaveProperty('value', PHONE);
  });
});

async function toPasswordStep() {
  const r = renderLogin();
  await r.user.type(screen.getByLabelText('Celular'), '11987654321');
  await r.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByLabelText('Senha');
  return r;
}

describe('login, password step', () => {
  it('refuses an empty password, then shows the server refusal and keeps the password', async () => {
    const calls = stubCalls({
      checkuser: () => ({ exists: true }),
      login: () => {
        throw refusal('Senha incorreta.');
      },
    });
    const { user } = await toPasswordStep();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert').textContent).toBe('Campo obrigatório');
    await user.type(screen.getByLabelText('Senha'), 'errada1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Senha incorreta.');
    expect(screen.getByLabelText('Senha')).toHaveProperty('value', 'errada1');
    expect(calls).toHaveBeenCalledWith('login', { object_type: 2, phone: WIRE, password: 'errada1' });
  });

  it('goes back to the phone step to change the number', async () => {
    stubCalls({ checkuser: () => ({ exists: true }) });
    const { user } = await toPasswordStep();
    await user.click(screen.getByRole('button', { name: 'Alterar número' }));
    expect(screen.getByLabelText('Celular')).toHaveProperty('value', PHONE);
  });
});

describe('login, register step', () => {
  async function toRegisterStep(createuser: (body: unknown) => unknown) {
    const calls = stubCalls({ checkuser: () => ({ exists: false }), createuser });
    const r = renderLogin();
    await r.user.type(screen.getByLabelText('Celular'), '11987654321');
    await r.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await r.user.click(await screen.findByRole('button', { name: 'Criar conta' }));
    await screen.findByLabelText('Nome completo');
    return { ...r, calls };
  }
  const texts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

  it('shows every rule broken at once and keeps what was typed', async () => {
    const { user, calls } = await toRegisterStep(() => ({}));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(texts()).toEqual(['Informe seu nome completo', 'Campo obrigatório', 'Campo obrigatório']);
    await user.type(screen.getByLabelText('Nome completo'), 'Maria Cliente');
    await user.type(screen.getByLabelText('Senha'), 'abc');
    await user.type(screen.getByLabelText('Repita a senha'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(texts()).toEqual(['A senha deve ter entre 6 e 32 caracteres', 'As senhas não conferem']);
    expect(screen.getByLabelText('Nome completo')).toHaveProperty('value', 'Maria Cliente');
    expect(calls).not.toHaveBeenCalledWith('createuser', expect.anything());
  });

  it('sends the name, phone and password; a refusal about a field shows under it', async () => {
    const { user, calls } = await toRegisterStep(() => {
      throw refusal('Nome inválido', { field: 'username' });
    });
    await user.type(screen.getByLabelText('Nome completo'), '  Maria Cliente ');
    await user.type(screen.getByLabelText('Senha'), 'segredo1');
    await user.type(screen.getByLabelText('Repita a senha'), 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(calls).toHaveBeenCalledWith('createuser', { username: 'Maria Cliente', phone: WIRE, password: 'segredo1' });
    const name = screen.getByLabelText('Nome completo');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Nome inválido');
  });
});

describe('login, step 0', () => {
  const withProviders = {
    ...prelogin,
    auth_providers: {
      google: true,
      apple: true,
      clients: (['google', 'apple'] as const).map((provider) => ({
        provider,
        authorize_url: '/dev/identity/authorize',
        client_id: `sandbox-${provider}-client`,
        scope: provider === 'apple' ? 'name email' : 'openid email profile',
        response_type: 'id_token',
      })),
    },
  } as unknown as Prelogin;

  it('offers Google, Apple (with the name scope) and the phone; the phone goes to step 1', async () => {
    stubCalls({});
    const opened = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const { user } = renderWithApp(<LoginScreen prelogin={withProviders} redirect={null} authCode={null} />, {
      path: '/entrar',
    });
    expect(screen.queryByLabelText('Celular')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar com Apple' }));
    const url = new URL(String(opened.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/dev/identity/authorize');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/auth\/identity\/callback$/);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(16);
    await user.click(screen.getByRole('button', { name: 'Continuar com celular' }));
    expect(screen.getByLabelText('Celular')).toBeTruthy();
  });
});
