import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../platform/events.ts';
import type { OpenOrderBillService } from './open-order-bill.service.ts';

/**
 * A part's order paid through the payments feature is booked on its account when the order's event
 * says so; a closed account drops the parts still waiting (decision 110). Failures are logged by id.
 */
export function followBillEvents(events: EventBus, bill: OpenOrderBillService, log: FastifyBaseLogger): () => void {
  return events.subscribeAll((event) => {
    if (event.type === 'open-order' && event.kind === 'closed') {
      bill.dropWaitingParts(event.place_id, event.open_order_id).catch((error: unknown) => {
        log.warn({ err: error, open_order_id: event.open_order_id }, 'open-order waiting parts not dropped');
      });
    }
    if (event.type !== 'order' || event.payment_status !== 'paid') return;
    bill.settle(event.place_id, event.order_id).catch((error: unknown) => {
      log.warn({ err: error, order_id: event.order_id }, 'open-order bill part not settled');
    });
  });
}
