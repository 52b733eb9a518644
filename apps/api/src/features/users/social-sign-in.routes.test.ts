import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityRepo } from '../../integrations/identity/identity.repo.ts';
import { createSandboxIdentity, SANDBOX_CLIENT_IDS, SANDBOX_ISSUER } from '../../integrations/identity/sandbox.ts';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniquePhones } from '../../test/unique.ts';

let t: TestApp;
let issuer: ReturnType<typeof createSandboxIdentity>;
beforeAll(async () => {
  t = await createTestApp();
  // The same key as the server's sandbox issuer: it is kept in the database.
  issuer = createSandboxIdentity(createIdentityRepo(t.database.db));
});
afterAll(() => t.close());

const PLACE = DEMO.places[0];
const newPhone = uniquePhones('919');
let ipCount = 0;
const ip = () => `10.91.0.${(ipCount++ % 250) + 1}`;
const newNonce = () => randomBytes(18).toString('base64url');
const newSubject = () => `google-${randomBytes(6).toString('hex')}`;

async function googleToken(subject: string, extra: Partial<Parameters<typeof issuer.sign>[0]> = {}) {
  const nonce = extra.nonce ?? newNonce();
  const token = await issuer.sign({
    provider: 'google',
    subject,
    email: `${subject}@example.com`,
    name: 'Helena Vasconcelos de Andrade',
    picture: 'http://127.0.0.1/dev/identity/avatar/HA.svg',
    nonce,
    ...extra,
  });
  return { g_token: token, nonce, provider: 'google' as const };
}

const socialLogin = (body: Record<string, unknown>) => t.call('login', body, { place: PLACE, ip: ip() });

describe('login with a Google or Apple id token', () => {
  it('answers 206 for a new identity, registers it with the ticket, then signs it in by token', async () => {
    const subject = newSubject();
    const first = await socialLogin(await googleToken(subject));
    expect(first.status).toBe(206);
    expect(first.body.error.code).toBe('social_register');
    const social = first.body.error.social;
    expect(social).toMatchObject({
      provider: 'google',
      username: 'Helena Vasconcelos de Andrade',
      email: `${subject}@example.com`,
      photo: 'http://127.0.0.1/dev/identity/avatar/HA.svg',
    });
    expect(social.social_id).toMatch(/^[\w-]{40,}$/);

    const phone = newPhone();
    const created = await t.call(
      'createuser',
      { username: 'Helena Vasconcelos de Andrade', phone, social_id: social.social_id },
      { place: PLACE, ip: ip() },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.user).toMatchObject({
      login_type: 'google',
      phone,
      phone_validation: false,
      email: `${subject}@example.com`,
      photo: 'http://127.0.0.1/dev/identity/avatar/HA.svg',
      social_id: `google:${subject}`,
    });

    const again = await socialLogin(await googleToken(subject));
    expect(again.status).toBe(200);
    expect(again.body.data.user._id).toBe(created.body.data.user._id);
    expect(again.body.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('signs a token in once: the same token again is a replay', async () => {
    const body = await googleToken(newSubject());
    expect((await socialLogin(body)).status).toBe(206);
    const replay = await socialLogin(body);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatchObject({ code: 'social_token_invalid', field: 'g_token' });
    expect(replay.body.error.message).toBe('Não foi possível entrar com Google. Tente novamente.');
    expect(replay.body.error.social).toBeUndefined();
  });

  it('refuses a forged signature, an expired token, another audience, another issuer and a wrong nonce', async () => {
    const subject = newSubject();
    // Forged: the same header (kid) and claims, signed with somebody else's key.
    const stranger = await generateKeyPair('ES256');
    const published = (await issuer.jwks()).keys[0];
    const nonce = newNonce();
    const forged = await new SignJWT({ nonce, email: 'x@example.com' })
      .setProtectedHeader({ alg: 'ES256', kid: published?.kid })
      .setIssuer(SANDBOX_ISSUER)
      .setAudience(SANDBOX_CLIENT_IDS.google)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(stranger.privateKey);
    const refused = [
      { g_token: forged, nonce, provider: 'google' },
      await googleToken(subject, { issuedAt: new Date(Date.now() - 2 * 3_600_000), expiresInSeconds: 3600 }),
      await googleToken(subject, { audience: 'another-app.apps.googleusercontent.com' }),
      // A Google token presented as Apple's: Apple's audience is another.
      { ...(await googleToken(subject)), provider: 'apple' },
      { ...(await googleToken(subject)), nonce: newNonce() },
      { g_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', nonce: newNonce(), provider: 'google' },
    ];
    for (const body of refused) {
      const res = await socialLogin(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(401);
      expect(res.body.error.code).toBe('social_token_invalid');
    }
    // An unsigned token with alg none is just as refused, and the issuer's own key signs nothing else in.
    const other = await generateKeyPair('RS256');
    const alien = await new SignJWT({ nonce })
      .setProtectedHeader({ alg: 'RS256', kid: 'another' })
      .setIssuer('https://accounts.google.com')
      .setAudience(SANDBOX_CLIENT_IDS.google)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(other.privateKey);
    expect((await socialLogin({ g_token: alien, nonce, provider: 'google' })).status).toBe(401);
    expect(await exportJWK(other.publicKey)).toBeTruthy();
  });

  it('asks for the nonce with a message naming the field', async () => {
    const { g_token } = await googleToken(newSubject());
    const res = await socialLogin({ g_token });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('nonce');
  });

  it('takes a ticket once, and never from staff registering a customer', async () => {
    const first = await socialLogin(await googleToken(newSubject()));
    const ticket = first.body.error.social.social_id as string;
    const staff = await staffAuth(t, PLACE, ip());
    const byStaff = await t.call(
      'createuser',
      { username: 'Cliente da Equipe', phone: newPhone(), social_id: ticket },
      { ...staff, place: PLACE, ip: ip() },
    );
    expect(byStaff.status).toBe(403);
    const body = { username: 'Rafael Montenegro Bastos', phone: newPhone(), social_id: ticket };
    expect((await t.call('createuser', body, { place: PLACE, ip: ip() })).status).toBe(200);
    const twice = await t.call('createuser', { ...body, phone: newPhone() }, { place: PLACE, ip: ip() });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatchObject({ code: 'social_ticket_invalid', field: 'social_id' });
    const unknown = await t.call(
      'createuser',
      { ...body, phone: newPhone(), social_id: randomBytes(32).toString('base64url') },
      { place: PLACE, ip: ip() },
    );
    expect(unknown.body.error.code).toBe('social_ticket_invalid');
  });

  it('joins an existing phone account only after the SMS code proves the phone', async () => {
    const phone = newPhone();
    const owner = await t.call(
      'createuser',
      { username: 'Teresa Cristina Lacerda', phone, password: 'segredo-da-teresa' },
      { place: PLACE, ip: ip() },
    );
    const subject = newSubject();
    const ticket = (await socialLogin(await googleToken(subject))).body.error.social.social_id as string;
    // The ticket alone cannot claim the phone's account.
    const taken = await t.call(
      'createuser',
      { username: 'Outra Pessoa', phone, social_id: ticket },
      { place: PLACE, ip: ip() },
    );
    expect(taken.status).toBe(409);
    expect((await socialLogin(await googleToken(subject))).status).toBe(206);

    const ticket2 = (await socialLogin(await googleToken(subject))).body.error.social.social_id as string;
    const wrong = await t.call(
      'identify-user',
      { phone, pin_number: '0000', social_id: ticket2 },
      { place: PLACE, ip: ip() },
    );
    expect(wrong.status).not.toBe(200);
    expect((await t.call('identify-user', { phone }, { place: PLACE, ip: ip() })).status).toBe(200);
    const pin = t.lastPin(phone);
    const linked = await t.call(
      'identify-user',
      { phone, pin_number: pin, social_id: ticket2 },
      { place: PLACE, ip: ip() },
    );
    expect(linked.status).toBe(200);
    expect(linked.body.data.user._id).toBe(owner.body.data.user._id);
    expect(linked.body.data.user.phone_validation).toBe(true);

    const byGoogle = await socialLogin(await googleToken(subject));
    expect(byGoogle.status).toBe(200);
    expect(byGoogle.body.data.user._id).toBe(owner.body.data.user._id);
  });

  it('offers the sandbox issuer on the login screen only while it works', async () => {
    const prelogin = await t.call('preloginprime', {}, { place: PLACE });
    expect(prelogin.body.data.auth_providers).toMatchObject({ google: true, apple: true });
    expect(prelogin.body.data.auth_providers.clients).toContainEqual(
      expect.objectContaining({ provider: 'apple', scope: 'name email', authorize_url: '/dev/identity/authorize' }),
    );
  });
});

describe('the sandbox issuer pages', () => {
  const authorize = (query: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/dev/identity/authorize?${new URLSearchParams(query)}`,
      headers: { host: 'localhost:3000' },
      remoteAddress,
    });
  const query = (provider: 'google' | 'apple') => ({
    client_id: SANDBOX_CLIENT_IDS[provider],
    redirect_uri: 'http://localhost:3000/auth/identity/callback',
    nonce: newNonce(),
    state: 'abc.p',
    scope: provider === 'apple' ? 'name email' : 'openid email profile',
  });

  it('answers loopback only, and sends the person back only to this server', async () => {
    expect((await authorize(query('google'), '203.0.113.9')).statusCode).toBe(404);
    const page = await authorize(query('google'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Entrar com Google');
    const elsewhere = await authorize({
      ...query('google'),
      redirect_uri: 'https://evil.example/auth/identity/callback',
    });
    expect(elsewhere.body).toContain('redirect_uri deve ser o retorno deste servidor.');
  });

  it('posts a signed token and, for Apple, the name to the callback, which hands them to the app', async () => {
    const q = query('apple');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/dev/identity/authorize',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...q,
        person: 'new',
        name: 'Ana Beatriz Carvalho',
        email: 'ana@example.com',
        sub: 'apple-ana',
      }).toString(),
      remoteAddress: '127.0.0.1',
    });
    expect(posted.statusCode).toBe(200);
    const idToken = posted.body.match(/name="id_token" value="([^"]+)"/)?.[1] ?? '';
    const user = posted.body.match(/name="user" value="([^"]+)"/)?.[1]?.replace(/&quot;/g, '"') ?? '';
    expect(JSON.parse(user)).toMatchObject({ name: { firstName: 'Ana', lastName: 'Beatriz Carvalho' } });
    const who = await issuer.verify('apple', idToken, q.nonce);
    expect(who).toMatchObject({ provider: 'apple', subject: 'apple-ana', email: 'ana@example.com', picture: null });

    const callback = await t.app.inject({
      method: 'POST',
      url: '/auth/identity/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id_token: idToken, state: q.state, user }).toString(),
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain(idToken);
    expect(callback.body).toContain('"name":"Ana Beatriz Carvalho"');
    // The API's calls still refuse form posts (a cross-site form cannot call them).
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=21999990000&password=x',
    });
    expect(form.statusCode).toBe(400);
  });
});
