import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

// Wrong SMS codes add up per phone across codes (a new code does not reset them);
// past 10 in a day the phone's code checks lock for 15 min, then 30, 60... (decision 048).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLACE = DEMO.places[0];
const newPhone = uniquePhones('619');
/** Every guess from another address: the count is per phone, not per address. */
const ip = uniqueIps(84);

async function register(phone = newPhone()) {
  const res = await t.call('createuser', { username: 'Alvo Pin', phone, password: 'segredo1' }, { ip: ip() });
  expect(res.status).toBe(200);
  return phone;
}

/** A new code for the phone (the countdown lifted, as if the person waited). */
async function freshCode(phone: string, type: 'reset' | 'identify') {
  await t.database.db.execute(sql`update pin_challenges set last_sent_at = 'epoch' where phone = ${phone}`);
  const res =
    type === 'reset'
      ? await t.call('resetpasswordsms', { type: 'SEND', phone_number: phone }, { place: PLACE, ip: ip() })
      : await t.call('identify-user', { phone }, { place: PLACE, ip: ip() });
  return { res, pin: res.status === 200 ? t.lastPin(phone) : '' };
}
const wrongFor = (pin: string) => (pin === '0000' ? '1111' : '0000');
const guessReset = (phone: string, pin: string) =>
  t.call('resetpasswordsms', { type: 'VALIDATE', phone_number: phone, pin_number: pin }, { place: PLACE, ip: ip() });
const guessIdentify = (phone: string, pin: string) =>
  t.call('identify-user', { phone, pin_number: pin }, { place: PLACE, ip: ip() });

describe('PIN guesses per phone', () => {
  it('are capped across fresh codes and purposes: after 10 wrong codes even the right one is refused', async () => {
    const phone = await register();
    // Code 1: its 5 tries.
    const first = await freshCode(phone, 'reset');
    for (let i = 0; i < 5; i++) await guessReset(phone, wrongFor(first.pin));
    // Code 2 (another purpose): 4 more.
    const second = await freshCode(phone, 'identify');
    for (let i = 0; i < 4; i++) {
      const res = await guessIdentify(phone, wrongFor(second.pin));
      expect(res.body.error.infobip_return.pinError).toBe('WRONG_PIN');
    }
    // Code 3: the 10th wrong code locks the phone's checks.
    const third = await freshCode(phone, 'reset');
    expect(third.res.status).toBe(200);
    const tenth = await guessReset(phone, wrongFor(third.pin));
    expect(tenth.status).toBe(429);
    expect(tenth.body.error.infobip_return).toEqual({ pinError: 'NO_MORE_PIN_ATTEMPTS', attemptsRemaining: 0 });
    expect(tenth.body.error.message).toBe(
      'Muitos códigos incorretos para este número. Aguarde 15 min e tente novamente. Tentativas restantes: 0',
    );
    // The right code of a live challenge (4 tries left on it) is refused while locked.
    const right = await guessReset(phone, third.pin);
    expect(right.status).toBe(429);
    expect(right.body.error.infobip_return.pinError).toBe('NO_MORE_PIN_ATTEMPTS');
    // No new code is texted while locked.
    const sent = t.sent.length;
    const again = await freshCode(phone, 'identify');
    expect(again.res.status).toBe(429);
    expect(t.sent.length).toBe(sent);
  });

  it('each wrong code after the lock doubles it', async () => {
    const phone = await register();
    for (let code = 0; code < 2; code++) {
      const { pin } = await freshCode(phone, 'identify');
      for (let i = 0; i < 5; i++) await guessIdentify(phone, wrongFor(pin));
    }
    // The first lock has passed; one more wrong code locks for twice as long.
    await t.database.db.execute(
      sql`update rate_limits set locked_until = now() - interval '1 second' where key = ${`pinfail:phone:${phone}`}`,
    );
    const { pin } = await freshCode(phone, 'identify');
    const res = await guessIdentify(phone, wrongFor(pin));
    expect(res.status).toBe(429);
    expect(res.body.error.message).toContain('Aguarde 30 min');
    // The right code waits for the lock like any other.
    expect((await guessIdentify(phone, pin)).status).toBe(429);
  });

  it('a right code before the limit still signs in', async () => {
    const phone = await register();
    const { pin } = await freshCode(phone, 'identify');
    for (let i = 0; i < 3; i++) await guessIdentify(phone, wrongFor(pin));
    const res = await guessIdentify(phone, pin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('PIN guesses per address', () => {
  it('an address that keeps sending wrong codes for many phones is refused', async () => {
    const attacker = '10.85.0.1';
    let refused = 0;
    // 50 wrong codes a day per address, whatever the phone.
    for (let n = 0; n < 11 && refused === 0; n++) {
      const phone = await register();
      await t.call('identify-user', { phone }, { place: PLACE, ip: ip() });
      const pin = t.lastPin(phone);
      for (let i = 0; i < 5; i++) {
        const res = await t.call('identify-user', { phone, pin_number: wrongFor(pin) }, { place: PLACE, ip: attacker });
        if (res.status === 429 && res.body.error.code === 'rate_limited') refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});
