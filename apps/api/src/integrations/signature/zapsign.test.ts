import { describe, expect, it } from 'vitest';
import { createZapSign, zapSignState } from './zapsign.ts';

function fakeFetch(answers: unknown[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const body = answers.shift();
    return new Response(JSON.stringify(body), { status: body === undefined ? 500 : 200 });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('ZapSign adapter', () => {
  it('creates the document from the PDF with one signer invited by WhatsApp and answers the signing link', async () => {
    const fake = fakeFetch([
      { token: 'doc-1', signers: [{ token: 's-1', sign_url: 'https://app.zapsign.com.br/verificar/s-1' }] },
    ]);
    const zap = createZapSign({ baseUrl: 'https://sandbox.api.zapsign.com.br/', apiToken: 'tok', fetch: fake.fn });
    const sent = await zap.send({
      externalId: 'place.doc',
      name: 'Termo',
      pdf: Buffer.from('%PDF-1.4'),
      signer: { name: 'Maria', email: null, phone: '11987654321' },
      channel: 'whatsapp',
    });
    expect(sent).toEqual({ providerId: 'doc-1', signUrl: 'https://app.zapsign.com.br/verificar/s-1' });
    const call = fake.calls[0];
    if (!call) throw new Error('no request sent');
    expect(call.url).toBe('https://sandbox.api.zapsign.com.br/api/v1/docs/');
    expect((call.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    const body = JSON.parse(String(call.init.body));
    expect(body).toMatchObject({
      name: 'Termo',
      external_id: 'place.doc',
      base64_pdf: Buffer.from('%PDF-1.4').toString('base64'),
    });
    expect(body.signers[0]).toMatchObject({
      phone_country: '55',
      phone_number: '11987654321',
      send_automatic_whatsapp: true,
      send_automatic_email: false,
    });
  });

  it('reads a document back and maps its status; an error answer throws', async () => {
    const fake = fakeFetch([{ status: 'signed', signers: [{ status: 'signed' }] }]);
    const zap = createZapSign({ baseUrl: 'https://api.zapsign.com.br', apiToken: 'tok', fetch: fake.fn });
    expect(await zap.state('doc-1')).toBe('signed');
    expect(fake.calls[0]?.url).toBe('https://api.zapsign.com.br/api/v1/docs/doc-1/');
    await expect(zap.state('doc-2')).rejects.toThrow('ZapSign answered 500');
    expect(zapSignState('pending', 'refused')).toBe('refused');
    expect(zapSignState('pending', 'new')).toBe('pending');
    expect(zapSignState('deleted', undefined)).toBe('cancelled');
  });
});
