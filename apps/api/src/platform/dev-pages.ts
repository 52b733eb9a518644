import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxSms } from '../integrations/sms/sandbox.ts';
import { escapeHtml } from './html.ts';

/** URL prefixes of the sandbox pages (this file, payments.http.ts, print-dev-page.ts). */
const SANDBOX_PREFIXES = ['/dev/', '/sandbox/'];

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  if (isIP(a) === 4) return a.startsWith('127.');
  return a === '::1';
}

/** Every address the request passed through: the socket's and any a proxy wrote down. */
function addressesOf(req: FastifyRequest): string[] {
  const out = [req.socket.remoteAddress ?? req.raw.socket?.remoteAddress ?? ''];
  const xff = req.headers['x-forwarded-for'];
  for (const value of Array.isArray(xff) ? xff : xff ? [xff] : []) out.push(...value.split(','));
  const real = req.headers['x-real-ip'];
  if (typeof real === 'string') out.push(real);
  const forwarded = req.headers.forwarded;
  if (typeof forwarded === 'string') {
    for (const m of forwarded.matchAll(/for="?\[?([^\]";,]+)/gi)) out.push(m[1] ?? '');
  }
  return out;
}

/**
 * The sandbox pages answer loopback only (decision 053): a request from another machine, or one that
 * came through a proxy for another machine (even when TRUST_PROXY is off and the proxy is local),
 * is answered as if they did not exist. SANDBOX_PAGES_REMOTE=true opens them (a shared demo server).
 * Registered before the pages, for every request: one prefix check.
 */
export function guardSandboxPages(app: FastifyInstance, options: { remote: boolean }) {
  if (options.remote) return;
  app.addHook('onRequest', async (req, reply) => {
    if (!SANDBOX_PREFIXES.some((prefix) => req.url.startsWith(prefix))) return;
    if (addressesOf(req).every(isLoopback)) return;
    return reply
      .status(404)
      .send({ ok: false, error: { message: 'Chamada desconhecida.', code: 'not_found', error_type: 'not_found' } });
  });
}

/** Sandbox-only developer pages: what the local adapters did instead of the real providers. */
export function registerDevPages(app: FastifyInstance, sms: SandboxSms) {
  app.get('/dev/outbox.json', async () => sms.outbox(200));
  app.get('/dev/outbox', async (_req, reply) => {
    const rows = (await sms.outbox(200))
      .map(
        (m) => `<tr><td>${escapeHtml(m.created)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>SMS (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}</style>
</head><body><nav><strong>SMS</strong> · <a href="/dev/outbox/whatsapp">WhatsApp</a></nav><h1>SMS enviados (sandbox)</h1><p>Nenhuma mensagem sai desta máquina: os códigos aparecem aqui.</p>
<table><thead><tr><th>Quando</th><th>Para</th><th>Texto</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Nenhuma mensagem.</td></tr>'}</tbody></table></body></html>`;
  });
}
