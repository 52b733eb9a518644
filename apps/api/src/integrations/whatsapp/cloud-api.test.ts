import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudApiWhatsapp } from './cloud-api.ts';
import { parseCloudWebhook, verifyHandshake, verifyHubSignature } from './cloud-webhook.ts';
import { WhatsappError } from './port.ts';

// A fake Graph API on loopback, answering as Meta's documented responses do.
const seen: { method: string; url: string; auth: string; body: string }[] = [];
let server: Server;
let base = '';
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({ method: req.method ?? '', url: req.url ?? '', auth: String(req.headers.authorization), body });
    res.setHeader('content-type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/v21.0/waba1/message_templates' && !url.searchParams.get('after')) {
      return res.end(
        JSON.stringify({
          data: [
            {
              id: 't1',
              name: 'aniversario',
              status: 'APPROVED',
              category: 'MARKETING',
              language: 'pt_BR',
              components: [
                { type: 'HEADER', format: 'TEXT', text: 'Oi' },
                { type: 'BODY', text: 'Olá, {{1}}!' },
              ],
            },
            {
              id: 't2',
              name: 'rascunho',
              status: 'PENDING',
              category: 'UTILITY',
              language: 'pt_BR',
              components: [{ type: 'BODY', text: 'x' }],
            },
          ],
          paging: { cursors: { after: 'CURSOR2' }, next: 'https://graph.facebook.com/next' },
        }),
      );
    }
    if (url.pathname === '/v21.0/waba1/message_templates') {
      return res.end(
        JSON.stringify({
          data: [
            {
              id: 't3',
              name: 'retorno',
              status: 'APPROVED',
              category: 'MARKETING',
              language: 'pt_BR',
              components: [{ type: 'BODY', text: 'Volte, {{1}}' }],
            },
          ],
          paging: { cursors: { after: 'END' } },
        }),
      );
    }
    if (url.pathname === '/v21.0/waba1/phone_numbers') {
      return res.end(
        JSON.stringify({ data: [{ id: '1090', display_phone_number: '+55 11 4002-8922', verified_name: 'Clínica' }] }),
      );
    }
    if (url.pathname === '/v21.0/1090/messages') {
      const sent = JSON.parse(body) as { to: string };
      if (sent.to.endsWith('0000')) {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({ error: { message: 'Message type unsupported', type: 'OAuthException', code: 131051 } }),
        );
      }
      if (sent.to.endsWith('5555')) {
        res.statusCode = 503;
        return res.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 131000 } }));
      }
      return res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: sent.to, wa_id: sent.to }],
          messages: [{ id: 'wamid.ABC' }],
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createCloudApiWhatsapp({ baseUrl: base, businessAccountId: 'waba1', accessToken: 'EAAG-token' });

describe('WhatsApp Cloud API adapter', () => {
  it('lists the approved templates across pages with their body, with the bearer token', async () => {
    const templates = await client().listTemplates();
    expect(templates).toEqual([
      { id: 't1', name: 'aniversario', language: 'pt_BR', category: 'MARKETING', body: 'Olá, {{1}}!' },
      { id: 't3', name: 'retorno', language: 'pt_BR', category: 'MARKETING', body: 'Volte, {{1}}' },
    ]);
    const calls = seen.filter((s) => s.url.includes('message_templates'));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url).toContain('after=CURSOR2');
    expect(calls.every((c) => c.auth === 'Bearer EAAG-token')).toBe(true);
  });

  it('lists the phone numbers of the business account', async () => {
    expect(await client().listNumbers()).toEqual([
      { id: '1090', displayPhoneNumber: '+55 11 4002-8922', verifiedName: 'Clínica' },
    ]);
  });

  it('sends a template message with its body parameters and answers the wamid', async () => {
    const { messageId } = await client().sendTemplate({
      numberId: '1090',
      to: '5511987654321',
      template: { name: 'aniversario', language: 'pt_BR' },
      parameters: ['Maria'],
      text: 'Olá, Maria!',
    });
    expect(messageId).toBe('wamid.ABC');
    const sent = seen.findLast((s) => s.url === '/v21.0/1090/messages');
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'template',
      template: {
        name: 'aniversario',
        language: { code: 'pt_BR' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Maria' }] }],
      },
    });
  });

  it('131051 (unsupported message type) is permanent; a 5xx is transient (retried)', async () => {
    const message = { numberId: '1090', template: { name: 'x', language: 'pt_BR' }, parameters: [], text: '' };
    const unsupported = await client()
      .sendTemplate({ ...message, to: '5511900000000' })
      .catch((e: unknown) => e);
    expect(unsupported).toBeInstanceOf(WhatsappError);
    expect((unsupported as WhatsappError).code).toBe(131051);
    expect((unsupported as WhatsappError).permanent).toBe(true);
    const down = (await client()
      .sendTemplate({ ...message, to: '5511900005555' })
      .catch((e: unknown) => e)) as WhatsappError;
    expect(down.permanent).toBe(false);
  });
});

describe('WhatsApp webhook', () => {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551140028922', phone_number_id: '1090' },
              statuses: [
                { id: 'wamid.ABC', status: 'delivered', timestamp: '1764241200', recipient_id: '5511987654321' },
                { id: 'wamid.DEF', status: 'failed', errors: [{ code: 131051, title: 'Unsupported message type' }] },
              ],
              messages: [{ from: '5511987654321', id: 'wamid.IN', type: 'text', text: { body: 'SAIR' } }],
            },
          },
        ],
      },
    ],
  });

  it('accepts only the body signed with the app secret (X-Hub-Signature-256)', () => {
    const signature = `sha256=${createHmac('sha256', 'app-secret-0123456789').update(body).digest('hex')}`;
    expect(verifyHubSignature('app-secret-0123456789', body, signature)).toBe(true);
    expect(verifyHubSignature('another-secret-000000', body, signature)).toBe(false);
    expect(verifyHubSignature('app-secret-0123456789', `${body} `, signature)).toBe(false);
    expect(verifyHubSignature('app-secret-0123456789', body, undefined)).toBe(false);
  });

  it('answers the handshake challenge only for our verify token', () => {
    const q = { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-token-123456', 'hub.challenge': '1158201444' };
    expect(verifyHandshake('verify-token-123456', q)).toBe('1158201444');
    expect(verifyHandshake('other-token-1234567', q)).toBeNull();
  });

  it('reads statuses (with the error code) and replies of the number', () => {
    expect(parseCloudWebhook(JSON.parse(body))).toEqual([
      { kind: 'status', numberId: '1090', messageId: 'wamid.ABC', status: 'delivered', errorCode: null },
      { kind: 'status', numberId: '1090', messageId: 'wamid.DEF', status: 'failed', errorCode: 131051 },
      { kind: 'reply', numberId: '1090', from: '5511987654321', text: 'SAIR' },
    ]);
    expect(parseCloudWebhook({ entry: 'nonsense' })).toEqual([]);
  });
});
