import type { Config } from '../../platform/config.ts';
import type { SignaturePort } from './port.ts';
import { createSandboxSignature, type SandboxSignature } from './sandbox.ts';
import { createZapSign } from './zapsign.ts';

export type { SignaturePort, SignatureRequest, SignatureSent, SignatureState } from './port.ts';
export type { SandboxSignature } from './sandbox.ts';

/** The configured e-signature provider; `sandbox` set only when it is the local one (/dev/assinaturas). */
export function createSignature(
  config: Config['signature'],
  publicUrl: string | null,
): {
  signature: SignaturePort;
  sandbox: SandboxSignature | null;
} {
  if (config.provider === 'zapsign') {
    return { signature: createZapSign({ baseUrl: config.baseUrl, apiToken: config.apiToken }), sandbox: null };
  }
  const sandbox = createSandboxSignature(publicUrl);
  return { signature: sandbox.port, sandbox };
}
