import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { WhatsappError, type WhatsappNumber, type WhatsappPort, type WhatsappTemplate } from './port.ts';
import { createWhatsappOutboxRepo, type OutboxMessage } from './whatsapp-outbox.repo.ts';

export const SANDBOX_NUMBERS: WhatsappNumber[] = [
  { id: '109000000000001', displayPhoneNumber: '+55 11 4002-8922', verifiedName: 'Clínica Bem-Estar' },
  { id: '109000000000002', displayPhoneNumber: '+55 11 3003-1234', verifiedName: 'Atendimento' },
];

export const SANDBOX_TEMPLATES: WhatsappTemplate[] = [
  {
    id: '880000000000001',
    name: 'aniversario',
    language: 'pt_BR',
    category: 'MARKETING',
    body: 'Olá, {{1}}! Toda a equipe da {{2}} deseja um feliz aniversário. Que seu novo ano seja cheio de saúde!',
  },
  {
    id: '880000000000002',
    name: 'lembrete_consulta',
    language: 'pt_BR',
    category: 'UTILITY',
    body: 'Olá, {{1}}! Lembramos da sua consulta com {{2}} em {{3}} às {{4}}. Responda SAIR para não receber mais mensagens.',
  },
  {
    id: '880000000000003',
    name: 'retorno',
    language: 'pt_BR',
    category: 'MARKETING',
    body: 'Olá, {{1}}! Já faz um tempo desde a sua última visita à {{2}}. Que tal agendar o seu retorno?',
  },
  {
    id: '880000000000004',
    name: 'status_pedido',
    language: 'pt_BR',
    category: 'UTILITY',
    body: 'Olá, {{1}}! Seu pedido {{2}} está: {{3}}.',
  },
];

export type { OutboxMessage } from './whatsapp-outbox.repo.ts';

export type SandboxWhatsapp = WhatsappPort & {
  outbox(limit?: number): Promise<OutboxMessage[]>;
  /** The dev page's buttons: the status a real phone would report, as the webhook would carry it. */
  mark(messageId: string, status: 'delivered' | 'read'): Promise<OutboxMessage | null>;
};

/**
 * Two numbers, four approved templates, and an outbox table instead of Meta (shown at
 * /dev/outbox/whatsapp). A recipient ending in 0000 behaves like a phone whose WhatsApp cannot
 * take the message type (error 131051), so the failure path can be seen without Meta.
 */
export function createSandboxWhatsapp(db: Db): SandboxWhatsapp {
  const repo = createWhatsappOutboxRepo(db);
  return {
    listNumbers: async () => SANDBOX_NUMBERS,
    listTemplates: async () => SANDBOX_TEMPLATES,
    async sendTemplate(message) {
      if (!SANDBOX_NUMBERS.some((n) => n.id === message.numberId)) {
        throw new WhatsappError('Unknown phone number id', 100, true);
      }
      if (message.to.endsWith('0000')) throw new WhatsappError('Message type unsupported', 131051, true);
      const messageId = `wamid.SANDBOX${randomBytes(12).toString('hex')}`;
      await repo.add({
        messageId,
        numberId: message.numberId,
        to: message.to,
        template: message.template.name,
        text: message.text,
      });
      return { messageId };
    },
    outbox: (limit = 100) => repo.latest(limit),
    mark: (messageId, status) => repo.mark(messageId, status),
  };
}
