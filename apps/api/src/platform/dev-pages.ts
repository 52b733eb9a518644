import type { FastifyInstance } from 'fastify';
import type { SandboxSms } from '../integrations/sms/sandbox.ts';
import { escapeHtml } from './html.ts';

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
</head><body><h1>SMS enviados (sandbox)</h1><p>Nenhuma mensagem sai desta máquina: os códigos aparecem aqui.</p>
<table><thead><tr><th>Quando</th><th>Para</th><th>Texto</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Nenhuma mensagem.</td></tr>'}</tbody></table></body></html>`;
  });
}
