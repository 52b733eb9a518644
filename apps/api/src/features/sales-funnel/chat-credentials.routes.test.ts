import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { createPerPlaceChat } from '../../integrations/chat/index.ts';
import type { ChatPort } from '../../integrations/chat/port.ts';
import { createSecretBox, DEV_CREDENTIALS_KEY } from '../../platform/secret-box.ts';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';
import { createChatCredentialsRepo } from './chat-credentials.repo.ts';
import { createChatCredentialsService } from './chat-credentials.service.ts';

const CLINIC = DEMO.places[2];
const KEY = 'octa-chave-secreta-9f3a';
const URL = 'https://clinica-bem-estar.api001.octadesk.services';
let t: TestApp;
let owner: StaffAuth;
let reception: StaffAuth;
let pedro: StaffAuth;
let otherOwner: StaffAuth;
let otherSlug: string;
let clinicId: string;
const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const newPhone = uniquePhones('349');
const ip = uniqueIps(201);

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAuth(t, CLINIC, '10.201.0.1', DEMO.owner);
  reception = await staffAuth(t, CLINIC, '10.201.0.2');
  pedro = await staffAuth(t, CLINIC, '10.201.0.3', DEMO.supplier);
  clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;
  // The owner of another place (a clinic of their own).
  const person = { phone: newPhone(), password: 'segredo-outra' };
  const user = await t.call('createuser', { username: 'Dona Outra Clínica', ...person }, { ip: ip() });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  otherSlug = 'clinica-outra-credenciais';
  const place = await t.call(
    'onboarding/createplace',
    { name: 'Clínica Outra Credenciais', slug: otherSlug, kind: 'restaurant' },
    { token: user.body.data.token, ip: ip() },
  );
  expect(place.status, JSON.stringify(place.body)).toBe(200);
  otherOwner = await staffAuth(t, otherSlug, ip(), person);
});
afterAll(() => t.close());

const sealedRow = async () => {
  const result = await t.database.inPlace(clinicId, (tx) =>
    tx.execute(sql`select api_key_sealed, api_key_hint from chat_place_credentials where place_id = ${clinicId}`),
  );
  const rows =
    (result as unknown as { rows?: Record<string, string>[] }).rows ?? (result as unknown as Record<string, string>[]);
  return rows[0];
};

describe("a place's own Octadesk credentials", () => {
  it('the owner saves them; the key is stored sealed and only ever answered masked', async () => {
    const before = await t.call('octadesk/credentials', {}, as(owner));
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ configured: false, api_key_masked: null });

    const set = await t.call(
      'octadesk/credentials/set',
      { base_url: `${URL}/`, agent_email: 'Agente@Clinica.com.br', api_key: KEY },
      as(owner),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({
      configured: true,
      base_url: URL,
      agent_email: 'agente@clinica.com.br',
      api_key_masked: '••••9f3a',
    });
    const read = await t.call('octadesk/credentials', {}, as(owner));
    expect(read.body.data.api_key_masked).toBe('••••9f3a');
    for (const body of [set.body, read.body]) expect(JSON.stringify(body)).not.toContain(KEY);

    // At rest: sealed, not the key; it opens for this place only.
    const row = await sealedRow();
    expect(row?.api_key_sealed).not.toContain(KEY);
    expect(row?.api_key_sealed?.startsWith('v1.')).toBe(true);
    const box = createSecretBox(DEV_CREDENTIALS_KEY);
    expect(box.open(row?.api_key_sealed ?? '', clinicId)).toBe(KEY);
    expect(box.open(row?.api_key_sealed ?? '', '00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(
      createSecretBox('another-server-key-of-32-characters!').open(row?.api_key_sealed ?? '', clinicId),
    ).toBeNull();
  });

  it('a save without a key keeps the saved one; bad input is a 400 naming the field', async () => {
    const kept = await t.call(
      'octadesk/credentials/set',
      { base_url: URL, agent_email: 'recepcao@clinica.com.br' },
      as(owner),
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ agent_email: 'recepcao@clinica.com.br', api_key_masked: '••••9f3a' });

    const http = await t.call(
      'octadesk/credentials/set',
      { base_url: 'http://octadesk.local', api_key: KEY },
      as(owner),
    );
    expect(http.status).toBe(400);
    expect(http.body.error.message).toContain('Informe o endereço da API do Octadesk começando com https://.');
    const email = await t.call('octadesk/credentials/set', { base_url: URL, agent_email: 'não é e-mail' }, as(owner));
    expect(email.status).toBe(400);
    const short = await t.call('octadesk/credentials/set', { base_url: URL, api_key: 'abc' }, as(owner));
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('Informe a chave da API do Octadesk.');
    // The other owner's place has none: the first save needs the e-mail and the key.
    const first = await t.call('octadesk/credentials/set', { base_url: URL }, as(otherOwner, otherSlug));
    expect(first.status).toBe(400);
    expect(first.body.error.message).toBe('Informe o e-mail do agente do Octadesk.');
  });

  it('managers who are not the owner, and the owner of another place, can neither read nor write them', async () => {
    const body = { base_url: URL, agent_email: 'x@y.com.br', api_key: 'chave-de-intruso-0000' };
    for (const who of [reception, pedro, otherOwner]) {
      const read = await t.call('octadesk/credentials', {}, as(who));
      expect(read.status).toBe(403);
      expect(JSON.stringify(read.body)).not.toContain(URL);
      expect((await t.call('octadesk/credentials/set', body, as(who))).status).toBe(403);
    }
    // The other owner, on their own place, sees their own (none), not the clinic's.
    const own = await t.call('octadesk/credentials', {}, as(otherOwner, otherSlug));
    expect(own.status).toBe(200);
    expect(own.body.data.configured).toBe(false);
    expect((await t.call('octadesk/credentials', {}, as(owner))).body.data.api_key_masked).toBe('••••9f3a');
  });

  it("the chat port calls Octadesk with the place's credentials; other places keep the default tool", async () => {
    const service = createChatCredentialsService({
      database: t.database,
      repo: createChatCredentialsRepo(),
      credentialsKey: DEV_CREDENTIALS_KEY,
    });
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return new Response('[]', { status: 200 });
    }) as unknown as typeof fetch;
    const fallbackCalls: string[] = [];
    const fallback: ChatPort = {
      listChats: async (place) => {
        fallbackCalls.push(place.id);
        return [];
      },
      getPerson: async () => null,
      updatePerson: async () => null,
    };
    const port = createPerPlaceChat({ fallback, credentialsOf: service.credentialsOf, fetch: fakeFetch });
    await port.listChats({ id: clinicId, slug: CLINIC }, null);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.startsWith(`${URL}/chat?`)).toBe(true);
    expect(calls[0]?.headers).toMatchObject({ 'x-api-key': KEY, 'octa-agent-email': 'recepcao@clinica.com.br' });
    const otherId = (await containerOf(t.app).placeCache.find(otherSlug))?.id as string;
    await port.listChats({ id: otherId, slug: otherSlug }, null);
    expect(fallbackCalls).toEqual([otherId]);
    expect(calls).toHaveLength(1);

    // Removed: the clinic is back on the default tool.
    const removed = await t.call('octadesk/credentials/set', { base_url: null }, as(owner));
    expect(removed.body.data).toMatchObject({ configured: false, base_url: null, api_key_masked: null });
    expect(await service.credentialsOf(clinicId)).toBeNull();
    await port.listChats({ id: clinicId, slug: CLINIC }, null);
    expect(fallbackCalls).toEqual([otherId, clinicId]);
  });

  it('a server without CREDENTIALS_KEY opens none', async () => {
    const service = createChatCredentialsService({
      database: t.database,
      repo: createChatCredentialsRepo(),
      credentialsKey: null,
    });
    expect(await service.credentialsOf(clinicId)).toBeNull();
  });
});
