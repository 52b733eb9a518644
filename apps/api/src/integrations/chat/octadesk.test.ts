import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctadeskChat } from './octadesk.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let server: Server;
let baseUrl = '';
const place = { id: 'p', slug: 'clinica' };

const chat = (id: string, createdAt: string, contact: object) => ({ id, createdAt, contact, agent: { name: 'Júlia' } });
const pages: Record<string, unknown[]> = {
  '1': [
    chat('c3', '2026-11-20T12:00:00Z', {
      id: 'p3',
      name: 'Ana Souza',
      phoneContacts: [{ countryCode: '55', number: '11 98765-4321' }],
    }),
    chat('c2', '2026-11-10T12:00:00Z', { id: 'p2', name: 'Sem Telefone', phoneContacts: [] }),
    chat('c1', '2026-11-01T12:00:00Z', { id: 'p1', name: 'Velho Contato' }),
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/chat') return res.end(JSON.stringify(pages[url.searchParams.get('page') ?? ''] ?? []));
      if (url.pathname === '/contacts/p3' && req.method === 'GET')
        return res.end(JSON.stringify({ id: 'p3', name: 'Ana Souza', customFields: [{ id: 'paciente', value: 'x' }] }));
      if (url.pathname === '/contacts/p3' && req.method === 'PATCH') {
        const sent = JSON.parse(body) as { customFields: { id: string; value: string }[] };
        return res.end(JSON.stringify({ id: 'p3', name: 'Ana Souza', customFields: sent.customFields }));
      }
      if (url.pathname === '/contacts/broken') {
        res.statusCode = 500;
        return res.end('{}');
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const octa = () => createOctadeskChat({ baseUrl, apiKey: 'k3y', agentEmail: 'agente@clinica.com.br' });

describe('Octadesk chat adapter (against a local HTTP server)', () => {
  it('lists the chats newer than the last look, oldest first, with the key and agent headers', async () => {
    seen.length = 0;
    const chats = await octa().listChats(place, new Date('2026-11-05T00:00:00Z'));
    expect(chats.map((c) => c.chatId)).toEqual(['c2', 'c3']);
    expect(chats[1]?.person).toEqual({ id: 'p3', name: 'Ana Souza', phone: '5511987654321', customFields: {} });
    expect(chats[0]?.person.phone).toBeNull();
    expect(chats[1]?.agentName).toBe('Júlia');
    expect(seen[0]?.url).toMatch(/^\/chat\?page=1&limit=100/);
    expect(seen[0]?.headers['x-api-key']).toBe('k3y');
    expect(seen[0]?.headers['octa-agent-email']).toBe('agente@clinica.com.br');
    // The first page already reached an older chat: no second request.
    expect(seen).toHaveLength(1);
  });

  it('reads a person, writes its custom fields, and answers null for an unknown one', async () => {
    seen.length = 0;
    expect((await octa().getPerson(place, 'p3'))?.customFields).toEqual({ paciente: 'x' });
    const updated = await octa().updatePerson(place, 'p3', { paciente: 'abc', campanha: 'Instagram' });
    expect(updated?.customFields).toEqual({ paciente: 'abc', campanha: 'Instagram' });
    expect(JSON.parse(seen[1]?.body ?? '{}')).toEqual({
      customFields: [
        { id: 'paciente', value: 'abc' },
        { id: 'campanha', value: 'Instagram' },
      ],
    });
    expect(seen[1]?.method).toBe('PATCH');
    expect(await octa().getPerson(place, 'nobody')).toBeNull();
  });

  it('throws when the tool fails, so the funnel can log it', async () => {
    await expect(octa().getPerson(place, 'broken')).rejects.toThrow(/500/);
  });
});
