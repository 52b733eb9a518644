import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSandboxSignature } from '../../integrations/signature/sandbox.ts';
import { registerSignaturesHttp, SIGNATURE_SECRET_HEADER, SIGNATURE_WEBHOOK_PATH } from './signatures.http.ts';
import type { SignaturesService } from './signatures.service.ts';

const SECRET = 'webhook-secret-0123456789';

describe('the signature webhook', () => {
  it('needs the shared secret, a well-formed body, and hands the reference to the service to read back', async () => {
    const seen: string[][] = [];
    const signatures = {
      sync: async (externalId: string, providerId: string) => {
        seen.push([externalId, providerId]);
        return 'applied' as const;
      },
    } as unknown as SignaturesService;
    const app = Fastify();
    registerSignaturesHttp(app, { signatures, webhookSecret: SECRET, sandbox: null });
    const post = (headers: Record<string, string>, payload: unknown) =>
      app.inject({ method: 'POST', url: SIGNATURE_WEBHOOK_PATH, headers, payload: payload as object });
    const body = { token: 'doc-1', external_id: 'a.b', event_type: 'doc_signed' };
    expect((await post({}, body)).statusCode).toBe(401);
    expect((await post({ [SIGNATURE_SECRET_HEADER]: `${SECRET}x` }, body)).statusCode).toBe(401);
    expect((await post({ [SIGNATURE_SECRET_HEADER]: SECRET }, { token: 'doc-1' })).statusCode).toBe(400);
    expect(seen).toEqual([]);
    const ok = await post({ [SIGNATURE_SECRET_HEADER]: SECRET }, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, data: { result: 'applied' } });
    expect(seen).toEqual([['a.b', 'doc-1']]);
    await app.close();
  });
});

describe("the sandbox's signing page", () => {
  it("signs on the page's form post (urlencoded, empty body) and tells the service, as the webhook would", async () => {
    const seen: string[][] = [];
    const signatures = {
      sync: async (externalId: string, providerId: string) => {
        seen.push([externalId, providerId]);
        return 'applied' as const;
      },
    } as unknown as SignaturesService;
    const sandbox = createSandboxSignature(null);
    const sent = await sandbox.port.send({
      externalId: 'p.d',
      name: 'Termo',
      pdf: Buffer.from('%PDF'),
      signer: { name: 'Maria', email: null, phone: null },
      channel: 'whatsapp',
    });
    const app = Fastify();
    registerSignaturesHttp(app, { signatures, webhookSecret: null, sandbox });
    const res = await app.inject({
      method: 'POST',
      url: `${sent.signUrl}/assinar`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(sandbox.get(sent.providerId)?.state).toBe('signed');
    expect(seen).toEqual([['p.d', sent.providerId]]);
    const page = await app.inject({ method: 'GET', url: sent.signUrl });
    expect(page.body).toContain('<strong>Assinado</strong>');
    await app.close();
  });
});
