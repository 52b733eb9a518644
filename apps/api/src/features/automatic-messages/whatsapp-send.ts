import { renderTemplate } from '@app/domain/automatic-messages/rules';
import type { WhatsappPort } from '../../integrations/whatsapp/index.ts';
import { WhatsappError } from '../../integrations/whatsapp/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { refuse } from '../../platform/service-kit.ts';
import type { AutomaticMessagesRepo } from './automatic-messages.repo.ts';

// The WhatsApp send shared by the queued senders (appointment reminders, order-status notices):
// the template by name, the send, and the row's outcome; and the claim of a number for a place.

/** The provider's template of that name, or null (none, or the provider did not answer). */
export async function findTemplate(whatsapp: WhatsappPort, name: string) {
  try {
    return (await whatsapp.listTemplates()).find((t) => t.name === name) ?? null;
  } catch {
    return null;
  }
}

/** What a sender records on its row after a send. */
export type SendOutcome =
  | { status: 'sent'; providerMessageId: string }
  | { status: 'failed' | 'retry'; errorCode: number | null };

/**
 * Sends one templated message and records the outcome with `record` (its own transaction): sent,
 * failed (no template, or a permanent provider error) or retry (a transient error: recorded, then
 * thrown so the queue retries with backoff).
 */
export async function sendTemplated(
  whatsapp: WhatsappPort,
  message: { templateName: string; numberId: string; to: string; parameters: string[] },
  record: (outcome: SendOutcome) => Promise<void>,
): Promise<'sent' | 'failed'> {
  const t = await findTemplate(whatsapp, message.templateName);
  if (!t) {
    await record({ status: 'failed', errorCode: null });
    return 'failed';
  }
  try {
    const { messageId } = await whatsapp.sendTemplate({
      numberId: message.numberId,
      to: message.to,
      template: { name: t.name, language: t.language },
      parameters: message.parameters,
      text: renderTemplate(t.body, message.parameters),
    });
    await record({ status: 'sent', providerMessageId: messageId });
    return 'sent';
  } catch (error) {
    const permanent = error instanceof WhatsappError && error.permanent;
    const errorCode = error instanceof WhatsappError ? error.code : null;
    await record({ status: permanent ? 'failed' : 'retry', errorCode });
    if (!permanent) throw error;
    return 'failed';
  }
}

/**
 * Claims a WhatsApp number of the account for the place (a setting screen chose it): refused when
 * the provider does not list it or another place holds it.
 */
export async function claimNumberFor(
  deps: {
    database: Database;
    whatsapp: WhatsappPort;
    messages: Pick<AutomaticMessagesRepo, 'claimNumber' | 'numbersOfOtherPlaces'>;
  },
  actor: Actor,
  placeId: string,
  numberId: string,
): Promise<void> {
  const numbers = await deps.whatsapp.listNumbers().catch(() => {
    throw refuse(actor, 'whatsappNumbersFailed', 'whatsapp_unavailable', { status: 502 });
  });
  const taken = await deps.database.inTransaction((tx: Tx) => deps.messages.numbersOfOtherPlaces(tx, placeId));
  const free = numbers.some((n) => n.id === numberId) && !taken.has(numberId);
  if (!free || !(await deps.database.inTransaction((tx: Tx) => deps.messages.claimNumber(tx, numberId, placeId)))) {
    throw refuse(actor, 'automaticMessageNumberNotFound', 'not_found', { status: 404, field: 'numberId' });
  }
}
