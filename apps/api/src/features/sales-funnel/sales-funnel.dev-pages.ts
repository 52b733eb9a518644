import type { FastifyInstance } from 'fastify';
import type { SandboxChat } from '../../integrations/chat/index.ts';
import { acceptFormPosts, field } from '../../integrations/identity/form-body.ts';
import { escapeHtml } from '../../platform/html.ts';

/**
 * Sandbox only (decision 053: loopback, never with the real chat tool): /dev/chat plays the clinic's
 * chat tool. A developer or an e2e journey posts a conversation (place slug, name, phone, message)
 * and the sales funnel registers it as a lead on its next look.
 */
export function registerChatDevPages(app: FastifyInstance, chat: SandboxChat, defaultPlace: string) {
  app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.post('/dev/chat', async (request, reply) => {
      const body = request.body;
      const name = field(body, 'name', 200).trim();
      const placeSlug = field(body, 'place', 100).trim() || defaultPlace;
      if (!name) return reply.code(400).send({ ok: false, error: { message: 'Informe o nome.', field: 'name' } });
      const phone = field(body, 'phone', 40).trim() || null;
      const message = field(body, 'message', 2000).trim() || null;
      const created = await chat.receive({ placeSlug, name, phone, message });
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect('/dev/chat', 303);
      }
      return { ok: true, data: { chat_id: created.chatId, person_id: created.person.id } };
    });
  });
  app.get('/dev/chat.json', async () => chat.latest(200));
  app.get('/dev/chat', async (_req, reply) => {
    const rows = (await chat.latest(200))
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.createdAt.toISOString())}</td><td>${escapeHtml(c.placeSlug)}</td><td>${escapeHtml(c.person.name)}</td><td>${escapeHtml(c.person.phone ?? '—')}</td><td>${escapeHtml(c.message ?? '')}</td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Chat (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}form{display:grid;gap:.5rem;max-width:28rem;margin-bottom:1.5rem}input,textarea,button{font:inherit;padding:.5rem}</style>
</head><body><h1>Chat da clínica (sandbox)</h1><p>Nenhuma conversa sai desta máquina: uma conversa criada aqui aparece no funil de vendas como novo contato.</p>
<form method="post" action="/dev/chat"><label>Estabelecimento <input name="place" value="${escapeHtml(defaultPlace)}"></label>
<label>Nome <input name="name" required></label><label>Telefone <input name="phone" inputmode="tel"></label>
<label>Mensagem <textarea name="message" rows="2"></textarea></label><button>Receber conversa</button></form>
<table><thead><tr><th>Quando</th><th>Estabelecimento</th><th>Nome</th><th>Telefone</th><th>Mensagem</th></tr></thead><tbody>${rows || '<tr><td colspan="5">Nenhuma conversa.</td></tr>'}</tbody></table></body></html>`;
  });
}
