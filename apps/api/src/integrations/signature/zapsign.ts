import type { SignaturePort, SignatureState } from './port.ts';

/**
 * ZapSign's public API (https://docs.zapsign.com.br): POST {base}/api/v1/docs/ creates a document from
 * a base64 PDF with its signers and answers each signer's `sign_url`; GET {base}/api/v1/docs/{token}/
 * details it. Auth: "Authorization: Bearer {api token}". ZapSign invites by e-mail or WhatsApp itself;
 * an SMS invitation is sent by us with the link.
 */
export function createZapSign(options: { baseUrl: string; apiToken: string; fetch?: typeof fetch }): SignaturePort {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = {
    authorization: `Bearer ${options.apiToken}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  return {
    async send(request) {
      const phone = request.signer.phone?.replace(/\D/g, '').replace(/^55/, '') ?? '';
      const response = await doFetch(`${base}/api/v1/docs/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: request.name,
          base64_pdf: request.pdf.toString('base64'),
          external_id: request.externalId,
          lang: 'pt-br',
          signers: [
            {
              name: request.signer.name,
              email: request.signer.email ?? '',
              phone_country: '55',
              phone_number: phone,
              auth_mode: 'assinaturaTela',
              send_automatic_email: request.channel === 'email' && !!request.signer.email,
              send_automatic_whatsapp: request.channel === 'whatsapp' && phone !== '',
              external_id: request.externalId,
            },
          ],
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`ZapSign answered ${response.status}`);
      const doc = (await response.json()) as { token?: unknown; signers?: { sign_url?: unknown }[] };
      const signUrl = doc.signers?.[0]?.sign_url;
      if (typeof doc.token !== 'string' || typeof signUrl !== 'string') throw new Error('ZapSign: unexpected answer');
      return { providerId: doc.token, signUrl };
    },

    async state(providerId) {
      const response = await doFetch(`${base}/api/v1/docs/${encodeURIComponent(providerId)}/`, {
        headers,
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`ZapSign answered ${response.status}`);
      const doc = (await response.json()) as { status?: unknown; signers?: { status?: unknown }[] };
      return zapSignState(doc.status, doc.signers?.[0]?.status);
    },
  };
}

/** ZapSign's document status (pending, signed, refused) and its signer's, as ours. */
export function zapSignState(docStatus: unknown, signerStatus: unknown): SignatureState {
  if (docStatus === 'signed' || signerStatus === 'signed') return 'signed';
  if (docStatus === 'refused' || signerStatus === 'refused') return 'refused';
  if (docStatus === 'deleted' || docStatus === 'expired') return 'cancelled';
  return 'pending';
}
