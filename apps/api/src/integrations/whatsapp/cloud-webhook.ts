import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsappEvent } from './port.ts';

/** Meta signs each webhook with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC of the raw body>`. */
export function verifyHubSignature(appSecret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription handshake: answers hub.challenge when hub.verify_token is ours, else null. */
export function verifyHandshake(verifyToken: string, query: Record<string, unknown>): string | null {
  const given = query['hub.verify_token'];
  if (query['hub.mode'] !== 'subscribe' || typeof given !== 'string') return null;
  const a = Buffer.from(given);
  const b = Buffer.from(verifyToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const challenge = query['hub.challenge'];
  return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
}

type Value = {
  metadata?: { phone_number_id?: string };
  statuses?: { id?: string; status?: string; errors?: { code?: number }[] }[];
  messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
};
const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** The events of a Cloud API webhook body (field "messages"); anything else is ignored. */
export function parseCloudWebhook(payload: unknown): WhatsappEvent[] {
  const out: WhatsappEvent[] = [];
  const entries = (payload as { entry?: { changes?: { field?: string; value?: Value }[] }[] })?.entry;
  if (!Array.isArray(entries)) return out;
  for (const entry of entries.slice(0, 100)) {
    for (const change of (entry?.changes ?? []).slice(0, 100)) {
      if (change?.field !== 'messages' || !change.value) continue;
      const numberId = change.value.metadata?.phone_number_id;
      if (typeof numberId !== 'string') continue;
      for (const s of (change.value.statuses ?? []).slice(0, 1000)) {
        if (typeof s?.id !== 'string' || !STATUSES.has(String(s.status))) continue;
        const code = s.errors?.[0]?.code;
        out.push({
          kind: 'status',
          numberId,
          messageId: s.id,
          status: s.status as 'sent' | 'delivered' | 'read' | 'failed',
          errorCode: typeof code === 'number' ? code : null,
        });
      }
      for (const m of (change.value.messages ?? []).slice(0, 1000)) {
        const text = m?.text?.body ?? m?.button?.text;
        if (typeof m?.from !== 'string' || typeof text !== 'string') continue;
        out.push({ kind: 'reply', numberId, from: m.from, text: text.slice(0, 500) });
      }
    }
  }
  return out;
}
