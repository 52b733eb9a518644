import type { Db } from '../../platform/db/client.ts';
import { createCloudApiWhatsapp } from './cloud-api.ts';
import type { WhatsappConfig } from './config.ts';
import { WhatsappError, type WhatsappPort } from './port.ts';

export { WhatsappError } from './port.ts';

import { createSandboxWhatsapp, type SandboxWhatsapp } from './sandbox.ts';

export { parseCloudWebhook, verifyHandshake, verifyHubSignature } from './cloud-webhook.ts';
export { loadWhatsappConfig, type WhatsappConfig } from './config.ts';
export type { WhatsappEvent, WhatsappPort } from './port.ts';

export type { SandboxWhatsapp } from './sandbox.ts';

/** The configured WhatsApp provider; `sandbox` is set only when it is the sandbox (its dev pages). */
export function createWhatsapp(deps: { config: WhatsappConfig; db: Db; override?: WhatsappPort }): {
  whatsapp: WhatsappPort;
  sandbox: SandboxWhatsapp | null;
} {
  const sandbox = deps.config.provider === 'sandbox' ? createSandboxWhatsapp(deps.db) : null;
  if (deps.override) return { whatsapp: deps.override, sandbox };
  if (deps.config.provider === 'cloud') return { whatsapp: createCloudApiWhatsapp(deps.config), sandbox };
  if (deps.config.provider === 'none') return { whatsapp: noWhatsapp, sandbox };
  return { whatsapp: sandbox as SandboxWhatsapp, sandbox };
}

/** No WhatsApp configured: no number to send from, so no automatic message can be created. */
const noWhatsapp: WhatsappPort = {
  listNumbers: async () => [],
  listTemplates: async () => [],
  sendTemplate: async () => {
    throw new WhatsappError('WhatsApp não configurado neste servidor.', null, true);
  },
};
