import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniquePhones } from '../../test/unique.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A phone no other test uses (rate limits are per phone). */
const newPhone = uniquePhones('219');

async function register(phone = newPhone(), password = 'segredo1') {
  const res = await t.call('createuser', { username: 'Pessoa Teste', phone, password });
  expect(res.status).toBe(200);
  return { phone, password, token: res.body.data.token as string, user: res.body.data.user };
}

describe('login', () => {
  it('signs a customer in with the phone as sent by the app (55 prefix) and answers no manager token', async () => {
    const res = await t.call('login', {
      object_type: 2,
      phone: `55${DEMO.customer.phone}`,
      password: DEMO.customer.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.data.user.phone).toBe(DEMO.customer.phone);
    expect(res.body.data.manager).toBeNull();
  });

  it('answers the manager token to staff of the place, and the owner flag to the owner', async () => {
    const manager = await t.call('login', { phone: DEMO.manager.phone, password: DEMO.manager.password });
    expect(manager.body.data.manager).toMatchObject({ owner: false });
    expect(manager.body.data.manager.managerToken).toBeTruthy();
    const owner = await t.call('login', { phone: DEMO.owner.phone, password: DEMO.owner.password });
    expect(owner.body.data.manager).toMatchObject({ owner: true });
  });

  it('logs in by e-mail', async () => {
    const res = await t.call('login', { email: 'MARIA@exemplo.com.br', password: DEMO.customer.password });
    expect(res.status).toBe(200);
  });

  it('answers an unknown number like a wrong password (the screen asks checkuser first)', async () => {
    const res = await t.call('login', { phone: '21999990000', password: 'qualquer1' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'wrong_password', message: 'Telefone ou senha incorretos.' });
  });

  it('refuses a wrong password with a clear message', async () => {
    const res = await t.call('login', { phone: DEMO.customer.phone, password: 'errada123' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'wrong_password', message: 'Telefone ou senha incorretos.' });
  });

  it('locks a phone for the address that keeps failing: the 6th try is refused even with the right password', async () => {
    const { phone, password } = await register();
    for (let i = 0; i < 5; i++) await t.call('login', { phone, password: 'errada123' }, { ip: '10.1.0.1' });
    const res = await t.call('login', { phone, password }, { ip: '10.1.0.1' });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });

  it('limits attempts per IP across phones', async () => {
    for (let i = 0; i < 100; i++) await t.call('login', { phone: '21999990000', password: 'x' }, { ip: '10.9.9.9' });
    const res = await t.call(
      'login',
      { phone: DEMO.customer.phone, password: DEMO.customer.password },
      { ip: '10.9.9.9' },
    );
    expect(res.status).toBe(429);
  });

  it('validates the phone with the spec message and names the field', async () => {
    const res = await t.call('login', { phone: '123', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.error_type).toBe('validation');
    expect(res.body.error.field).toBe('phone');
    expect(res.body.error.message).toContain('phone');
  });
});

describe('checkuser and createuser', () => {
  it('tells whether a phone has an account, accepting pasted formats', async () => {
    expect((await t.call('checkuser', { emailOrPhone: '+55 (11) 98765-4321' })).body.data).toEqual({
      exists: true,
      phone_validation: true,
    });
    expect((await t.call('checkuser', { emailOrPhone: '21 3333-4444' })).body.data).toEqual({ exists: false });
  });

  it('registers with a 10-digit mobile number (a 9 is added), stores the password hashed, and starts unvalidated', async () => {
    const res = await t.call('createuser', { username: '  Zé  da Silva ', phone: '2183334444', password: 'segredo1' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      username: 'Zé  da Silva',
      phone: '21983334444',
      phone_validation: false,
    });
    const login = await t.call('login', { phone: '21983334444', password: 'segredo1' });
    expect(login.status).toBe(200);
  });

  it('keeps a landline as its 10 digits: register, check and log in with it', async () => {
    const res = await t.call('createuser', {
      username: 'Consultório Fixo',
      phone: '(21) 3333-5555',
      password: 'segredo1',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ phone: '2133335555' });
    expect((await t.call('checkuser', { emailOrPhone: '+55 21 3333-5555' })).body.data).toMatchObject({ exists: true });
    expect((await t.call('login', { phone: '552133335555', password: 'segredo1' })).status).toBe(200);
  });

  it('refuses a phone that already has an account', async () => {
    const res = await t.call('createuser', { username: 'Outra', phone: DEMO.customer.phone, password: 'segredo1' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Já existe uma conta com este número.');
  });

  it('checks password length 6..32 with the rule message', async () => {
    const short = await t.call('createuser', { username: 'A B', phone: newPhone(), password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.error.field).toBe('password');
    const long = await t.call('createuser', { username: 'A B', phone: newPhone(), password: 'x'.repeat(33) });
    expect(long.status).toBe(400);
  });

  it('ignores master_account from a customer', async () => {
    const res = await t.call('createuser', {
      username: 'A B',
      phone: newPhone(),
      password: 'segredo1',
      master_account: true,
    });
    expect(res.body.data.user.master_account).toBe(false);
  });
});

describe('session', () => {
  it('reads the user and logs out (the token stops working)', async () => {
    const { token } = await register();
    expect((await t.call('readuserinfo', {}, { token })).status).toBe(200);
    expect((await t.call('logout', {}, { token })).body.data).toEqual({ done: true });
    const after = await t.call('readuserinfo', {}, { token });
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe('access_denied');
  });

  it('accepts the token in the body as the original clients send it', async () => {
    const { token } = await register();
    const res = await t.call('readuserinfo', { token, origin: 'webapp' });
    expect(res.status).toBe(200);
  });

  it('readuserinfo carries the manager state when a manager token is sent', async () => {
    const login = await t.call('login', { phone: DEMO.owner.phone, password: DEMO.owner.password });
    const res = await t.call(
      'readuserinfo',
      {},
      { token: login.body.data.token, managerToken: login.body.data.manager.managerToken },
    );
    expect(res.body.data.manager).toMatchObject({ owner: true });
    expect(res.body.data.manager.managerToken).toBeUndefined();
  });
});

describe('phone validation PIN', () => {
  it('sends once per countdown, validates, and marks the phone validated', async () => {
    const { phone, token } = await register();
    const first = await t.call('sendvalidationpin', {}, { token });
    expect(first.body.data).toMatchObject({ sent: true, resend_in: 60 });
    const again = await t.call('sendvalidationpin', {}, { token });
    expect(again.body.data.resend_in).toBeLessThanOrEqual(60);
    expect(t.sent.filter((m) => m.to === `55${phone}`)).toHaveLength(1);
    const early = await t.call('resentvalidationpin', {}, { token });
    expect(early.status).toBe(429);
    expect(early.body.error.message).toMatch(/^Aguarde \d+ segundos para pedir outro código\.$/);
    const ok = await t.call('validatephonenumber', { pin_number: t.lastPin(phone) }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.phone_validation).toBe(true);
  });

  it('counts wrong tries: WRONG_PIN with attempts remaining, then NO_MORE_PIN_ATTEMPTS', async () => {
    const { phone, token } = await register();
    await t.call('sendvalidationpin', {}, { token });
    const right = t.lastPin(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    const first = await t.call('validatephonenumber', { pin_number: wrong }, { token });
    expect(first.status).toBe(400);
    expect(first.body.error.infobip_return).toEqual({ pinError: 'WRONG_PIN', attemptsRemaining: 4 });
    expect(first.body.error.message).toBe('Código incorreto. Tentativas restantes: 4');
    for (let i = 0; i < 3; i++) await t.call('validatephonenumber', { pin_number: wrong }, { token });
    const last = await t.call('validatephonenumber', { pin_number: wrong }, { token });
    expect(last.body.error.infobip_return).toEqual({ pinError: 'NO_MORE_PIN_ATTEMPTS', attemptsRemaining: 0 });
    const late = await t.call('validatephonenumber', { pin_number: right }, { token });
    expect(late.body.error.infobip_return.pinError).toBe('NO_MORE_PIN_ATTEMPTS');
  });

  it('answers TTL_EXPIRED when the code has expired', async () => {
    const { phone, token } = await register();
    await t.call('sendvalidationpin', {}, { token });
    await t.database.db.execute(
      // Age the challenge instead of waiting ten minutes.
      (await import('drizzle-orm'))
        .sql`update pin_challenges set expires_at = now() - interval '1 second' where phone = ${phone}`,
    );
    const res = await t.call('validatephonenumber', { pin_number: t.lastPin(phone) }, { token });
    expect(res.body.error.infobip_return.pinError).toBe('TTL_EXPIRED');
  });
});

describe('forgot password by SMS', () => {
  it('SEND then VALIDATE answers data.login.token, which may set a new password once', async () => {
    const { phone } = await register();
    const sent = await t.call('resetpasswordsms', { type: 'SEND', phone_number: `55${phone}` });
    expect(sent.body.data.sent).toBe(true);
    const validated = await t.call('resetpasswordsms', {
      type: 'VALIDATE',
      phone_number: phone,
      pin_number: t.lastPin(phone),
    });
    const token = validated.body.data.login.token as string;
    expect(token).toBeTruthy();
    const update = await t.call('updateuser', { password: 'novasenha' }, { token });
    expect(update.status).toBe(200);
    expect(update.body.data.message).toBe('Dados atualizados');
    expect((await t.call('login', { phone, password: 'novasenha' })).status).toBe(200);
    // The reset right is spent: another change needs the current password.
    const again = await t.call('updateuser', { password: 'outrasenha' }, { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Informe a senha atual para criar uma nova.');
  });

  it('answers WRONG_PIN with attempts for a bad code', async () => {
    const { phone } = await register();
    await t.call('resetpasswordsms', { type: 'SEND', phone_number: phone });
    const pin = t.lastPin(phone) === '1234' ? '4321' : '1234';
    const res = await t.call('resetpasswordsms', { type: 'VALIDATE', phone_number: phone, pin_number: pin });
    expect(res.body.error.infobip_return).toEqual({ pinError: 'WRONG_PIN', attemptsRemaining: 4 });
  });

  it('says the number has no account', async () => {
    const res = await t.call('resetpasswordsms', { type: 'SEND', phone_number: '21988887777' });
    expect(res.body.error.message).toBe('O número informado não possui conta. Verifique o número ou crie uma conta.');
  });

  it('caps SMS per phone', async () => {
    const { phone } = await register();
    const results: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Lift the countdown so each call really sends.
      await t.database.db.execute(
        (await import('drizzle-orm')).sql`update pin_challenges set last_sent_at = 'epoch' where phone = ${phone}`,
      );
      results.push((await t.call('resetpasswordsms', { type: 'SEND', phone_number: phone })).status);
    }
    expect(results.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(results[5]).toBe(429);
  });
});

describe('identify-user', () => {
  it('signs in with an SMS code alone', async () => {
    const { phone } = await register();
    const sent = await t.call('identify-user', { phone });
    expect(sent.body.data).toMatchObject({ sent: true, exists: true });
    const res = await t.call('identify-user', { phone, pin_number: t.lastPin(phone) });
    expect(res.body.data.login.token).toBeTruthy();
    expect(res.body.data.user.phone_validation).toBe(true);
  });
});

describe('profile', () => {
  it('updates name, e-mail, CPF and birth date, rejecting a bad CPF with the spec message', async () => {
    const { token } = await register();
    const bad = await t.call('updateuser', { cpf: '111.111.111-12' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('cpf: CPF inválido');
    const res = await t.call(
      'updateuser',
      { username: 'Nome Novo', email: 'novo@ex.com', cpf: '529.982.247-25', birthdate: '1990-05-01' },
      { token },
    );
    expect(res.body.data.user).toMatchObject({
      username: 'Nome Novo',
      email: 'novo@ex.com',
      cpf: '52998224725',
      birthdate: '1990-05-01',
    });
  });

  it('refuses a birth date before 1910', async () => {
    const { token } = await register();
    const res = await t.call('updateuser', { birthdate: '1909-12-31' }, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('birthdate');
  });

  it('changes the password only with the current one', async () => {
    const { token, phone } = await register();
    const wrong = await t.call('updateuser', { password: 'nova1234', current_password: 'errada' }, { token });
    expect(wrong.body.error.message).toBe('Senha incorreta.');
    const ok = await t.call('updateuser', { password: 'nova1234', current_password: 'segredo1' }, { token });
    expect(ok.status).toBe(200);
    expect((await t.call('login', { phone, password: 'nova1234' })).status).toBe(200);
  });
});

describe('staff tools', () => {
  async function staff() {
    const res = await t.call('login', { phone: DEMO.manager.phone, password: DEMO.manager.password });
    return { token: res.body.data.token as string, managerToken: res.body.data.manager.managerToken as string };
  }

  it('managerlogin answers a token for a customer of the place, never for staff', async () => {
    const auth = await staff();
    const customer = await register();
    const res = await t.call('managerlogin', { user_id: customer.user._id }, auth);
    expect(res.status).toBe(200);
    const asCustomer = await t.call('readuserinfo', {}, { token: res.body.data.token });
    expect(asCustomer.body.data._id).toBe(customer.user._id);
    const owner = await t.call('login', { phone: DEMO.owner.phone, password: DEMO.owner.password });
    const denied = await t.call('managerlogin', { user_id: owner.body.data.user._id }, auth);
    expect(denied.status).toBe(404);
  });

  it('a session acting for a customer cannot change their password', async () => {
    const auth = await staff();
    const customer = await register();
    const acting = await t.call('managerlogin', { user_id: customer.user._id }, auth);
    const res = await t.call('updateuser', { password: 'tomada123' }, { token: acting.body.data.token });
    expect(res.status).toBe(403);
  });

  it('updateuserCustom sets per-place flags of a customer found by phone', async () => {
    const auth = await staff();
    const customer = await register();
    const res = await t.call(
      'updateuserCustom',
      { phone: customer.phone, payload: { services_type: ['corte'], blocked: true } },
      auth,
    );
    expect(res.body.data).toMatchObject({ services_type: ['corte'], blocked: true });
    // Flags are per place: the same person elsewhere is untouched.
    const elsewhere = await t.call('readuserinfo', {}, { token: customer.token, place: 'bar-do-porto' });
    expect(elsewhere.body.data.blocked).toBe(false);
  });

  it('a manager call without a manager token answers access_denied', async () => {
    const { token } = await register();
    const res = await t.call('getuser', { user_id: '00000000-0000-4000-8000-000000000000' }, { token });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('access_denied');
  });

  it('a manager token of one place is worthless at another place', async () => {
    const auth = await staff();
    const customer = await register();
    const res = await t.call('getuser', { user_id: customer.user._id }, { ...auth, place: 'bar-do-porto' });
    expect(res.status).toBe(403);
  });
});

describe('registerdevice', () => {
  it('stores a push token once', async () => {
    const { token } = await register();
    expect((await t.call('registerdevice', { push_token: 'abc', os: 2, type: 2 }, { token })).body.data).toEqual({
      done: true,
    });
    expect((await t.call('registerdevice', { push_token: 'abc', os: 2, type: 2 }, { token })).status).toBe(200);
  });
});

describe('text with a NUL character', () => {
  it('answers 400, not 500, for checkuser', async () => {
    const res = await t.call('checkuser', { emailOrPhone: 'a\u0000b@x.com' });
    expect(res.status).toBe(400);
    expect(res.body.error.error_type).toBe('validation');
  });
});
