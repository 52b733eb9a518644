import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueEmails, uniqueIps, uniquePhones } from '../../test/unique.ts';

// Failed logins lock per (account, address) with backoff, under a slower ceiling
// per account; phone and e-mail count on one account; login failures all answer alike; account
// lookups are rate limited (decision 048).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPhone = uniquePhones('719');
const newEmail = uniqueEmails('pessoa', 'limites.com');
const ip = uniqueIps(86);

async function register() {
  const phone = newPhone();
  const email = newEmail();
  const res = await t.call('createuser', { username: 'Alvo Login', phone, email, password: 'segredo1' }, { ip: ip() });
  expect(res.status).toBe(200);
  return { phone, email, password: 'segredo1' };
}

describe('login failures answer alike', () => {
  it('an unknown number and a wrong password get the same status, code and message', async () => {
    const unknown = await t.call('login', { phone: '21999990000', password: 'qualquer1' }, { ip: ip() });
    const wrong = await t.call('login', { phone: DEMO.customer.phone, password: 'errada123' }, { ip: ip() });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error).toMatchObject({ code: 'wrong_password', message: 'Telefone ou senha incorretos.' });
  });

  it('an unknown e-mail and a wrong password by e-mail too', async () => {
    const unknown = await t.call('login', { email: 'ninguem@exemplo.com', password: 'qualquer1' }, { ip: ip() });
    const wrong = await t.call('login', { email: 'maria@exemplo.com.br', password: 'errada123' }, { ip: ip() });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.error.message).toBe('E-mail ou senha incorretos.');
  });
});

describe('lock per account and address', () => {
  it('a stranger who keeps failing locks out only their own address, with the owner still able to sign in', async () => {
    const me = await register();
    const stranger = '10.87.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await t.call('login', { phone: me.phone, password: 'errada123' }, { ip: stranger })).status);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right password from the stranger's address waits.
    const right = await t.call('login', { phone: me.phone, password: me.password }, { ip: stranger });
    expect(right.status).toBe(429);
    expect(right.body.error.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    // The owner, elsewhere, is not locked out.
    expect((await t.call('login', { phone: me.phone, password: me.password }, { ip: '10.87.0.2' })).status).toBe(200);
  });

  it('phone and e-mail count on the same account', async () => {
    const me = await register();
    const from = '10.87.1.1';
    for (let i = 0; i < 3; i++) await t.call('login', { phone: me.phone, password: 'errada123' }, { ip: from });
    for (let i = 0; i < 2; i++) await t.call('login', { email: me.email, password: 'errada123' }, { ip: from });
    expect((await t.call('login', { phone: me.phone, password: me.password }, { ip: from })).status).toBe(429);
  });

  it('a success forgets the address failures', async () => {
    const me = await register();
    const from = '10.87.2.1';
    for (let i = 0; i < 4; i++) await t.call('login', { phone: me.phone, password: 'errada123' }, { ip: from });
    expect((await t.call('login', { phone: me.phone, password: me.password }, { ip: from })).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await t.call('login', { phone: me.phone, password: 'errada123' }, { ip: from })).status).toBe(401);
    }
  });

  it('guessing from many addresses meets the ceiling per account', async () => {
    const me = await register();
    for (let i = 0; i < 100; i++) {
      const who = i % 2 === 0 ? { phone: me.phone } : { email: me.email };
      await t.call('login', { ...who, password: 'errada123' }, { ip: `10.88.${Math.floor(i / 4)}.${i % 4}` });
    }
    const res = await t.call('login', { phone: me.phone, password: me.password }, { ip: '10.88.200.1' });
    expect(res.status).toBe(429);
  });
});

describe('account lookups', () => {
  it('checkuser answers an address 30 times in 10 minutes', async () => {
    const from = '10.89.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) {
      answers.push((await t.call('checkuser', { emailOrPhone: newPhone() }, { ip: from })).status);
    }
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('checkuser answers about one number 10 times an hour', async () => {
    const phone = newPhone();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await t.call('checkuser', { emailOrPhone: phone }, { ip: ip() })).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('identify-user and the reset count on the same budget as checkuser', async () => {
    const from = '10.89.1.1';
    for (let i = 0; i < 15; i++) await t.call('identify-user', { phone: newPhone() }, { ip: from });
    for (let i = 0; i < 15; i++)
      await t.call('resetpasswordsms', { type: 'SEND', phone_number: newPhone() }, { ip: from });
    const res = await t.call('checkuser', { emailOrPhone: newPhone() }, { ip: from });
    expect(res.status).toBe(429);
  });
});
