import { randomUUID } from 'node:crypto';
import type { SignaturePort, SignatureRequest, SignatureState } from './port.ts';

export type SandboxSignedDocument = { providerId: string; request: SignatureRequest; state: SignatureState; at: Date };

/**
 * The local signature provider (decision 175): keeps the documents it was sent in memory and signs
 * or refuses them from /dev/assinaturas, where its signing links point.
 */
export function createSandboxSignature(publicUrl: string | null) {
  const documents = new Map<string, SandboxSignedDocument>();
  const base = (publicUrl ?? '').replace(/\/$/, '');
  const port: SignaturePort = {
    async send(request) {
      const providerId = `sandbox-${randomUUID()}`;
      documents.set(providerId, { providerId, request, state: 'pending', at: new Date() });
      return { providerId, signUrl: `${base}/dev/assinaturas/${providerId}` };
    },
    async state(providerId) {
      const doc = documents.get(providerId);
      if (!doc) throw new Error('sandbox: unknown document');
      return doc.state;
    },
  };
  return {
    port,
    list: () => [...documents.values()].sort((a, b) => b.at.getTime() - a.at.getTime()),
    get: (providerId: string) => documents.get(providerId) ?? null,
    /** What the patient does on the provider's page. */
    decide(providerId: string, state: 'signed' | 'refused') {
      const doc = documents.get(providerId);
      if (doc?.state !== 'pending') return null;
      doc.state = state;
      return doc;
    },
  };
}
export type SandboxSignature = ReturnType<typeof createSandboxSignature>;
