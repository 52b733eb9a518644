import { createHmac, timingSafeEqual } from 'node:crypto';
import { TokenizeCardBody, WebhookEvent } from '@app/domain/payments/schemas';
import type { FastifyInstance } from 'fastify';
import { type PaymentsPort, ProviderError, type ProviderTransaction } from '../../integrations/payments/port.ts';
import {
  SANDBOX_PUBLISHABLE_KEY,
  SandboxHttpError,
  type SandboxPayments,
} from '../../integrations/payments/sandbox.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { PaymentsService } from './payments.service.ts';

const METHOD: Record<string, string> = { pix: 'Pix', credit: 'Cartão de crédito' };
const STATUS: Record<string, string> = {
  pending: 'Pendente',
  succeeded: 'Aprovada',
  failed: 'Recusada',
  canceled: 'Cancelada',
};
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** dd/mm/yyyy - HHhMM in São Paulo time (DESIGN.md). */
function when(date: Date): string {
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} - ${parts.hour}h${parts.minute}`;
}

export const WEBHOOK_PATH = '/api/payments/webhook';
export const SIGNATURE_HEADER = 'x-payments-signature';

/** HMAC-SHA256 of the raw body with the shared secret, compared in constant time. */
export function verifySignature(secret: string, body: string, header: unknown): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Routes of the payments feature that are not contract calls: the provider's webhook (signed, not a
 * user's call), and in sandbox mode the card tokenisation endpoint (Zoop's path, outside /api so
 * card numbers never reach our API) and the /dev/payments page.
 */
export function registerPaymentsHttp(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService;
    /** The provider the webhook's event is confirmed with. */
    port: PaymentsPort;
    webhookSecret: string;
    sandbox: SandboxPayments | null;
    /** The sandbox tokenisation and /dev/payments: only while every provider is a sandbox (decision 053). */
    sandboxPages: boolean;
  },
) {
  // The webhook's signature covers the raw bytes: this context reads the JSON body as text.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      if (!verifySignature(deps.webhookSecret, raw, req.headers[SIGNATURE_HEADER])) {
        return reply.status(401).send({
          ok: false,
          error: { message: 'assinatura inválida', code: 'access_denied', error_type: 'access_denied' },
        });
      }
      let event: WebhookEvent;
      try {
        event = WebhookEvent.parse(JSON.parse(raw));
      } catch {
        return reply.status(400).send({
          ok: false,
          error: { message: 'body: evento inválido', code: 'validation', error_type: 'validation' },
        });
      }
      // The signed event is only a hint: a leaked or default secret, or a replayed body, must not move
      // money. The transaction is read back from the provider and its status, id and metadata (our
      // payment id) are applied, never the event's (decision 053).
      let remote: ProviderTransaction;
      try {
        remote = await deps.port.getTransaction(event.payload.object.id);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) {
          req.log.warn({ event: event.id }, 'payments webhook names a transaction the provider does not know');
          return { ok: true, data: { result: 'unknown' } };
        }
        // The provider retries a delivery that did not succeed.
        req.log.warn({ err: error, event: event.id }, 'payments webhook: provider read failed');
        return reply.status(503).send({
          ok: false,
          error: {
            message: 'provedor de pagamentos indisponível',
            code: 'payment_unavailable',
            error_type: 'payment_unavailable',
          },
        });
      }
      if (remote.status === 'pending') return { ok: true, data: { result: 'pending' } };
      const result = await deps.payments.applyWebhook({
        id: event.id,
        status: remote.status,
        providerId: remote.id,
        paymentId: remote.metadata.payment_id,
      });
      return { ok: true, data: { result } };
    });
  });

  const sandbox = deps.sandbox;
  if (!sandbox) return;

  // Wire the sandbox's webhook calls through the real route (signature check included), in-process.
  sandbox.setWebhookDeliverer(async (body, signature) => {
    const res = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    if (res.statusCode >= 300) app.log.warn({ status: res.statusCode }, 'sandbox webhook refused');
  });

  if (!deps.sandboxPages) return;

  // Tokenisation: never logs the body; answers in Zoop's shape (not our envelope).
  app.post<{ Params: { marketplaceId: string } }>(
    '/sandbox/zoop/v1/marketplaces/:marketplaceId/cards/tokens',
    { logLevel: 'warn' },
    async (req, reply) => {
      const auth = req.headers.authorization;
      const expected = `Basic ${Buffer.from(`${SANDBOX_PUBLISHABLE_KEY}:`).toString('base64')}`;
      if (auth !== expected) {
        return reply
          .status(401)
          .send(new SandboxHttpError(401, 'invalid_request_error', 'Chave publicável inválida.').toBody());
      }
      const parsed = TokenizeCardBody.safeParse(req.body);
      if (!parsed.success) {
        return reply.status(400).send(new SandboxHttpError(400, 'invalid_request_error', 'Cartão inválido').toBody());
      }
      try {
        return reply.status(201).send(await sandbox.tokenize(req.params.marketplaceId, parsed.data));
      } catch (error) {
        if (error instanceof SandboxHttpError) return reply.status(error.status).send(error.toBody());
        return reply.status(500).send(new SandboxHttpError(500, 'server_error', 'Erro no sandbox.').toBody());
      }
    },
  );

  // The page's buttons are plain HTML forms (urlencoded, empty): their body is not read.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_req, _payload, done) => done(null, {}));
    scope.post<{ Params: { id: string; action: string } }>('/dev/payments/:id/:action', async (req, reply) => {
      const id = req.params.id.slice(0, 64);
      if (req.params.action === 'expire') await sandbox.expire(id);
      else await sandbox.settle(id, req.params.action === 'fail' ? 'failed' : 'succeeded');
      return reply.redirect('/dev/payments', 303);
    });
  });
  /** The split instructions the sandbox recorded (decision 126): 'seller-x R$ 1,00'. */
  const splitText = (split: { recipient: string; amountCents: number }[] | null | undefined) =>
    (split ?? []).map((x) => `${x.recipient} R$ ${(x.amountCents / 100).toFixed(2).replace('.', ',')}`).join('; ');
  app.get('/dev/payments.json', async () => ({
    provider: await sandbox.list(200),
    ours: await deps.payments.recent(),
  }));
  app.get('/dev/payments', async (_req, reply) => {
    const rows = (await sandbox.list(200))
      .map((t) => {
        const actions =
          t.status === 'pending'
            ? `<form method="post" action="/dev/payments/${escapeHtml(t.id)}/settle"><button>${t.method === 'pix' ? 'Liquidar Pix' : 'Aprovar'}</button></form>
<form method="post" action="/dev/payments/${escapeHtml(t.id)}/fail"><button>Recusar</button></form>${t.method === 'pix' ? `<form method="post" action="/dev/payments/${escapeHtml(t.id)}/expire"><button>Expirar</button></form>` : ''}`
            : '';
        return `<tr><td>${actions}</td><td>${escapeHtml(when(t.createdAt))}</td><td>${escapeHtml(METHOD[t.method] ?? t.method)}</td><td>${escapeHtml(STATUS[t.status] ?? t.status)}</td><td>R$ ${(t.amountCents / 100).toFixed(2).replace('.', ',')}</td><td>${t.installments}x</td><td><code>${escapeHtml(t.referenceId)}</code></td><td><code>${escapeHtml(t.id)}</code></td><td>${escapeHtml(splitText(t.splitRules))}</td></tr>`;
      })
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="10"><title>Pagamentos (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}form{display:inline}button{margin:0 .25rem .25rem 0;padding:.35rem .7rem}code{font-size:12px}</style>
</head><body><h1>Pagamentos (sandbox)</h1><p>Transações do provedor de pagamentos local. Pix e cobranças pendentes são liquidados, recusados ou (Pix) expirados aqui (ou liquidados sozinhos, após PAYMENTS_SANDBOX_SETTLE_MS) e o webhook do pedido é chamado como o provedor faria.</p>
<div style="overflow-x:auto"><table><thead><tr><th></th><th>Quando</th><th>Tipo</th><th>Situação</th><th>Valor</th><th>Parcelas</th><th>Pedido</th><th>Transação</th><th>Divisão</th></tr></thead><tbody>${rows || '<tr><td colspan="9">Nenhuma transação.</td></tr>'}</tbody></table></div></body></html>`;
  });
}
