import type { FastifyInstance } from 'fastify';
import { SANDBOX_NUMBERS, type SandboxWhatsapp } from '../../integrations/whatsapp/sandbox.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { AutomaticMessagesService } from './automatic-messages.service.ts';

const STATUS: Record<string, string> = { sent: 'Enviada', delivered: 'Entregue', read: 'Lida' };
const when = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * Sandbox only (decision 053: loopback, never with a real provider): the WhatsApp tab of the dev
 * outbox, with the buttons a phone would press (delivered, read, a reply such as SAIR) going through
 * the same code as Meta's webhook, and "run now" for the automatic messages of a place.
 */
export function registerAutomaticMessageDevPages(
  app: FastifyInstance,
  deps: { sandbox: SandboxWhatsapp; service: AutomaticMessagesService },
) {
  const { sandbox, service } = deps;

  app.get('/dev/outbox/whatsapp.json', async () => sandbox.outbox(200));
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Querystring: { id?: string; status?: string } }>('/dev/whatsapp/mark', async (req, reply) => {
      const status = req.query.status === 'read' ? 'read' : 'delivered';
      const row = await sandbox.mark(String(req.query.id ?? '').slice(0, 80), status);
      if (row)
        await service.handleEvents([
          { kind: 'status', numberId: row.numberId, messageId: row.messageId, status, errorCode: null },
        ]);
      return reply.redirect('/dev/outbox/whatsapp', 303);
    });
    scope.post<{ Body: Record<string, string> }>('/dev/whatsapp/reply', async (req, reply) => {
      const body = req.body ?? {};
      const numberId = String(body.numberId ?? SANDBOX_NUMBERS[0]?.id ?? '').slice(0, 40);
      await service.handleEvents([
        {
          kind: 'reply',
          numberId,
          from: String(body.from ?? '').slice(0, 20),
          text: String(body.text ?? '').slice(0, 500),
        },
      ]);
      return reply.redirect('/dev/outbox/whatsapp', 303);
    });
    /** JSON { place: slug or id, id?: automatic message } → today's occurrence sent now. */
    scope.post<{ Body: { place?: string; id?: string } }>('/dev/whatsapp/run', async (req, reply) => {
      const placeId = await service.placeIdOf(String(req.body?.place ?? '').slice(0, 80));
      if (!placeId) return reply.code(404).send({ ok: false, error: { message: 'Local desconhecido.' } });
      const id = typeof req.body?.id === 'string' && /^[0-9a-f-]{36}$/i.test(req.body.id) ? req.body.id : undefined;
      return { ok: true, data: await service.runNow(placeId, id) };
    });
  });

  app.get('/dev/outbox/whatsapp', async (_req, reply) => {
    const rows = (await sandbox.outbox(200))
      .map((m) => {
        const buttons =
          m.status === 'read'
            ? ''
            : `${m.status === 'sent' ? `<form method="post" action="/dev/whatsapp/mark?id=${encodeURIComponent(m.messageId)}&status=delivered"><button>Marcar entregue</button></form>` : ''}<form method="post" action="/dev/whatsapp/mark?id=${encodeURIComponent(m.messageId)}&status=read"><button>Marcar lida</button></form>`;
        return `<tr><td>${escapeHtml(when(m.created))}</td><td>${escapeHtml(m.to)}</td><td><code>${escapeHtml(m.template)}</code></td><td>${escapeHtml(m.text)}</td><td>${escapeHtml(STATUS[m.status] ?? m.status)}</td><td>${buttons}</td></tr>`;
      })
      .join('');
    const numbers = SANDBOX_NUMBERS.map(
      (n) => `<option value="${escapeHtml(n.id)}">${escapeHtml(n.displayPhoneNumber)}</option>`,
    ).join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}form{display:inline}button{margin:0 .25rem .25rem 0;padding:.35rem .7rem}nav a{margin-right:1rem}input,select{padding:.35rem;margin:0 .25rem .25rem 0}</style>
</head><body><nav><a href="/dev/outbox">SMS</a><strong>WhatsApp</strong></nav><h1>WhatsApp enviados (sandbox)</h1>
<p>Nenhuma mensagem sai desta máquina. Os botões fazem o que o aparelho do paciente faria e passam pelo mesmo código do webhook da Meta.</p>
<form method="post" action="/dev/whatsapp/reply"><select name="numberId" aria-label="Número">${numbers}</select><input name="from" placeholder="5511987654321" aria-label="De" required><input name="text" value="SAIR" aria-label="Resposta" required><button>Simular resposta</button></form>
<div style="overflow-x:auto"><table><thead><tr><th>Quando</th><th>Para</th><th>Modelo</th><th>Texto</th><th>Situação</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="6">Nenhuma mensagem.</td></tr>'}</tbody></table></div></body></html>`;
  });
}
