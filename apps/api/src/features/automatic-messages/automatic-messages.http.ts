import type { FastifyInstance } from 'fastify';
import { parseCloudWebhook, verifyHandshake, verifyHubSignature } from '../../integrations/whatsapp/index.ts';
import type { AutomaticMessagesService } from './automatic-messages.service.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/**
 * Meta's webhook for the Cloud API (not a contract call: Meta signs it, no user makes it). GET is
 * the subscription handshake (hub.verify_token); POST carries delivery statuses and replies, signed
 * with the app secret in X-Hub-Signature-256 over the raw body. Unsigned or badly signed → 401.
 */
export function registerWhatsappWebhook(
  app: FastifyInstance,
  deps: { service: AutomaticMessagesService; appSecret: string; verifyToken: string },
) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const challenge = verifyHandshake(deps.verifyToken, request.query as Record<string, unknown>);
      if (challenge === null) return reply.code(403).send({ ok: false, error: { message: 'Acesso negado' } });
      return reply.type('text/plain').send(challenge);
    });
    scope.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!verifyHubSignature(deps.appSecret, raw, request.headers['x-hub-signature-256'])) {
        return reply.code(401).send({ ok: false, error: { message: 'Assinatura inválida.' } });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ ok: false, error: { message: 'Corpo inválido.' } });
      }
      await deps.service.handleEvents(parseCloudWebhook(payload));
      // Meta retries anything but a 200: an event for an unknown number is still acknowledged.
      return { ok: true };
    });
  });
}
