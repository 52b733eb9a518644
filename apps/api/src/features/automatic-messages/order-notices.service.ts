import type { CallInput, CallResult } from '@app/domain';
import { ORDER_NOTICE_STATUSES, ORDER_STATUS_TEMPLATE } from '@app/domain/automatic-messages/rules';
import { orderStatusLabelKey } from '@app/domain/orders/rules';
import { toWirePhone } from '@app/domain/users/rules';
import type { WhatsappPort } from '../../integrations/whatsapp/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppEvent } from '../../platform/events.ts';
import { message } from '../../platform/service-kit.ts';
import type { AutomaticMessagesRepo } from './automatic-messages.repo.ts';
import type { OrderNoticesRepo } from './order-notices.repo.ts';
import { claimNumberFor, findTemplate, sendTemplated } from './whatsapp-send.ts';

/** The job that sends one order-status message (singleton per notice row). */
export const ORDER_NOTICE_JOB = 'whatsapp-order-notice';

type Queue = (name: string, data: Record<string, unknown>, options?: { singletonKey?: string }) => Promise<void>;

/**
 * Order-status messages by WhatsApp where a place turns them on (decision 154): each status change
 * of an order with a customer becomes one row (unique per order and status) sent by a queue job,
 * with the 'status_pedido' template; a phone that replied SAIR is skipped.
 */
export function createOrderNoticesService(deps: {
  database: Database;
  repo: OrderNoticesRepo;
  messages: Pick<AutomaticMessagesRepo, 'claimNumber' | 'numbersOfOtherPlaces'>;
  whatsapp: WhatsappPort;
  queue?: Queue;
}) {
  const { database, repo, whatsapp } = deps;

  async function setting(placeId: string): Promise<CallResult<'automaticmessages/orderstatus'>> {
    const numberId = await database.inPlace(placeId, (tx) => repo.numberOf(tx, placeId));
    return { numberId, template_found: !!(await findTemplate(whatsapp, ORDER_STATUS_TEMPLATE)) };
  }

  async function sendNotice(placeId: string, id: string): Promise<string> {
    const row = await database.inPlace(placeId, (tx) => repo.claim(tx, placeId, id));
    if (!row) return 'skipped';
    const notice = {
      templateName: ORDER_STATUS_TEMPLATE,
      numberId: row.numberId,
      to: row.phone,
      parameters: row.parameters,
    };
    return sendTemplated(whatsapp, notice, (outcome) =>
      database.inPlace(placeId, (tx) =>
        repo.finish(
          tx,
          placeId,
          id,
          outcome.status === 'retry' ? { status: 'pending', errorCode: outcome.errorCode } : outcome,
        ),
      ),
    );
  }

  return {
    async get(actor: Actor): Promise<CallResult<'automaticmessages/orderstatus'>> {
      return setting(placeOf(actor).id);
    },

    async set(
      actor: Actor,
      input: CallInput<'automaticmessages/orderstatus/set'>,
    ): Promise<CallResult<'automaticmessages/orderstatus/set'>> {
      const placeId = placeOf(actor).id;
      if (input.numberId) await claimNumberFor(deps, actor, placeId, input.numberId);
      await database.inPlace(placeId, (tx) => repo.setNumber(tx, placeId, input.numberId));
      return setting(placeId);
    },

    /** After commit (the bus's local listener): an order's new status, told once to its customer. */
    async onEvent(event: AppEvent): Promise<string | null> {
      if (event.type !== 'order' || !event.user_id || !ORDER_NOTICE_STATUSES.includes(event.status)) return null;
      const placeId = event.place_id;
      const userId = event.user_id;
      const numberId = await database.inPlace(placeId, (tx) => repo.numberOf(tx, placeId));
      if (!numberId) return null;
      const customer = await database.inTransaction((tx) => repo.customer(tx, userId));
      const phone = customer?.phone ? toWirePhone(customer.phone) : null;
      if (!customer || !phone) return null;
      const id = await database.inPlace(placeId, async (tx) => {
        if (await repo.optedOut(tx, placeId, phone)) return null;
        return repo.insert(tx, {
          placeId,
          orderId: event.order_id,
          orderStatus: event.status,
          numberId,
          phone,
          parameters: [
            customer.name.split(' ')[0] ?? customer.name,
            String(event.number),
            message(null, orderStatusLabelKey(event.status)),
          ],
        });
      });
      if (id) await deps.queue?.(ORDER_NOTICE_JOB, { placeId, noticeId: id }, { singletonKey: id });
      return id;
    },

    /** Job: one order-status message. Throws on a transient failure so the queue retries it. */
    async sendJob(data: Record<string, unknown>): Promise<string> {
      if (typeof data.placeId !== 'string' || typeof data.noticeId !== 'string') return 'skipped';
      return sendNotice(data.placeId, data.noticeId);
    },
  };
}
export type OrderNoticesService = ReturnType<typeof createOrderNoticesService>;
