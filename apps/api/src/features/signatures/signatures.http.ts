import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxSignature } from '../../integrations/signature/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { SignaturesService } from './signatures.service.ts';

export const SIGNATURE_WEBHOOK_PATH = '/api/signatures/webhook';
export const SIGNATURE_SECRET_HEADER = 'x-webhook-secret';

/** What the provider posts (ZapSign: the document's token and our external_id). */
const WebhookBody = z.object({ token: z.string().min(1).max(200), external_id: z.string().min(1).max(200) });

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The signature provider's webhook (a shared secret in a header; the state is then read back from
 * the provider, so a forged body changes nothing) and, for the sandbox, its signing pages.
 */
export function registerSignaturesHttp(
  app: FastifyInstance,
  deps: { signatures: SignaturesService; webhookSecret: string | null; sandbox: SandboxSignature | null },
) {
  const secret = deps.webhookSecret;
  if (secret) {
    app.post(SIGNATURE_WEBHOOK_PATH, async (req, reply) => {
      if (!sameSecret(req.headers[SIGNATURE_SECRET_HEADER], secret)) {
        return reply.status(401).send({
          ok: false,
          error: { message: 'segredo inválido', code: 'access_denied', error_type: 'access_denied' },
        });
      }
      const body = WebhookBody.safeParse(req.body);
      if (!body.success) {
        return reply.status(400).send({
          ok: false,
          error: { message: 'body: evento inválido', code: 'validation', error_type: 'validation' },
        });
      }
      try {
        return { ok: true, data: { result: await deps.signatures.sync(body.data.external_id, body.data.token) } };
      } catch (error) {
        req.log.warn({ err: error }, 'signature webhook: provider read failed');
        return reply.status(503).send({
          ok: false,
          error: { message: 'provedor de assinatura indisponível', code: 'signature_unavailable' },
        });
      }
    });
  }

  const sandbox = deps.sandbox;
  if (!sandbox) return;
  app.get('/dev/assinaturas', async (_req, reply) => {
    const rows = sandbox
      .list()
      .map(
        (d) =>
          `<tr><td>${escapeHtml(d.at.toISOString())}</td><td>${escapeHtml(d.request.signer.name)}</td><td><a href="/dev/assinaturas/${escapeHtml(d.providerId)}">${escapeHtml(d.request.name)}</a></td><td>${STATE[d.state]}</td></tr>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return page(
      'Documentos para assinar (sandbox)',
      `<p>Nenhum documento sai desta máquina: os convites de assinatura aparecem aqui.</p>
<table><thead><tr><th>Quando</th><th>Paciente</th><th>Documento</th><th>Situação</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nenhum documento.</td></tr>'}</tbody></table>`,
    );
  });
  app.get<{ Params: { id: string } }>('/dev/assinaturas/:id', async (req, reply) => {
    const doc = sandbox.get(req.params.id);
    if (!doc) return reply.status(404).type('text/html; charset=utf-8').send(page('Documento não encontrado', ''));
    reply.type('text/html; charset=utf-8');
    const actions =
      doc.state === 'pending'
        ? `<form method="post" action="/dev/assinaturas/${escapeHtml(doc.providerId)}/assinar"><button>Assinar</button></form>
<form method="post" action="/dev/assinaturas/${escapeHtml(doc.providerId)}/recusar"><button>Recusar</button></form>`
        : `<p><strong>${STATE[doc.state]}</strong></p>`;
    return page(
      escapeHtml(doc.request.name),
      `<p>Para: ${escapeHtml(doc.request.signer.name)} · ${CHANNEL[doc.request.channel]}</p>
<p><a href="/dev/assinaturas/${escapeHtml(doc.providerId)}/pdf">Abrir o documento (PDF)</a></p>${actions}`,
    );
  });
  app.get<{ Params: { id: string } }>('/dev/assinaturas/:id/pdf', async (req, reply) => {
    const doc = sandbox.get(req.params.id);
    if (!doc) return reply.status(404).send({ ok: false, error: { message: 'Documento não encontrado.' } });
    return reply.type('application/pdf').send(doc.request.pdf);
  });
  // The page's buttons are plain HTML forms (urlencoded, empty): their body is not read, but
  // without a parser Fastify refuses the form before the route runs.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, {}));
    scope.post<{ Params: { id: string; decision: string } }>('/dev/assinaturas/:id/:decision', async (req, reply) => {
      const decision =
        req.params.decision === 'assinar' ? 'signed' : req.params.decision === 'recusar' ? 'refused' : null;
      const doc = decision ? sandbox.decide(req.params.id, decision) : null;
      if (!doc) return reply.status(404).send({ ok: false, error: { message: 'Documento não encontrado.' } });
      // The same path as the provider's webhook, in-process.
      await deps.signatures.sync(doc.request.externalId, doc.providerId);
      return reply.redirect(`/dev/assinaturas/${doc.providerId}`, 303);
    });
  });
}

const STATE = { pending: 'Aguardando assinatura', signed: 'Assinado', refused: 'Recusado', cancelled: 'Cancelado' };
const CHANNEL = { whatsapp: 'WhatsApp', email: 'e-mail', sms: 'SMS' };

function page(title: string, body: string) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;max-width:60rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left}form{display:inline-block;margin-right:.5rem}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;
}
