import type { ChatPerson, ChatPort, IncomingChat } from './port.ts';

export type OctadeskOptions = {
  /** The account's API base, e.g. https://minhaclinica.api001.octadesk.services */
  baseUrl: string;
  apiKey: string;
  /** The agent the API key was issued to (Octadesk asks for it on every call). */
  agentEmail: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type OctaPhone = { number?: string; countryCode?: string };
type OctaContact = {
  id?: string;
  name?: string;
  phoneContacts?: OctaPhone[];
  customFields?: { id?: string; key?: string; value?: unknown }[] | Record<string, unknown>;
};
type OctaChat = { id?: string; createdAt?: string; contact?: OctaContact; agent?: { name?: string } | null };

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

function phoneOf(contact: OctaContact): string | null {
  const first = contact.phoneContacts?.find((p) => p.number && p.number.trim() !== '');
  if (!first?.number) return null;
  return `${first.countryCode ?? ''}${first.number}`.replace(/\D/g, '') || null;
}

function fieldsOf(contact: OctaContact): Record<string, string> {
  const raw = contact.customFields;
  if (!raw) return {};
  const entries = Array.isArray(raw) ? raw.map((f) => [f.key ?? f.id ?? '', f.value] as const) : Object.entries(raw);
  return Object.fromEntries(entries.filter(([k, v]) => k !== '' && v != null).map(([k, v]) => [k, String(v)]));
}

function personOf(contact: OctaContact): ChatPerson | null {
  if (!contact.id) return null;
  return {
    id: contact.id,
    name: contact.name?.trim() || 'Sem nome',
    phone: phoneOf(contact),
    customFields: fieldsOf(contact),
  };
}

/**
 * Octadesk's public API (developers.octadesk.com): headers X-API-KEY and octa-agent-email;
 * GET /chat pages the conversations newest first, GET and PATCH /contacts/{id} read and write a
 * person. Failures throw (the funnel logs them and keeps what it has: spec 2 §8, funnel failures
 * only log).
 */
export function createOctadeskChat(options: OctadeskOptions): ChatPort {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  async function call<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': options.apiKey,
        'octa-agent-email': options.agentEmail,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Octadesk answered ${response.status} to ${method} ${path}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T | null;
  }

  return {
    async listChats(_place, since) {
      const found: IncomingChat[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const chats =
          (await call<OctaChat[]>('GET', `/chat?page=${page}&limit=${PAGE_SIZE}&sort=createdAt&direction=desc`)) ?? [];
        let older = false;
        for (const chat of chats) {
          const createdAt = new Date(chat.createdAt ?? '');
          const person = chat.contact ? personOf(chat.contact) : null;
          if (!chat.id || !person || Number.isNaN(createdAt.getTime())) continue;
          if (since && createdAt <= since) {
            older = true;
            continue;
          }
          found.push({ chatId: chat.id, person, agentName: chat.agent?.name ?? null, message: null, createdAt });
        }
        if (older || chats.length < PAGE_SIZE) break;
      }
      return found.reverse();
    },
    async getPerson(_place, personId) {
      const contact = await call<OctaContact>('GET', `/contacts/${encodeURIComponent(personId)}`);
      return contact ? personOf(contact) : null;
    },
    async updatePerson(_place, personId, customFields) {
      const body = { customFields: Object.entries(customFields).map(([id, value]) => ({ id, value })) };
      const contact = await call<OctaContact>('PATCH', `/contacts/${encodeURIComponent(personId)}`, body);
      return contact ? personOf(contact) : null;
    },
  };
}
