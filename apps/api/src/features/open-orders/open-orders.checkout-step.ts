import { type PlaceOrderState, type Step, type StepPosition, step } from '../checkout/index.ts';
import type { OpenOrdersService } from './open-orders.service.ts';

/**
 * The checkout step open accounts add (decision 059): right after the order is created, an order
 * of a guest who holds an open account at the place joins it as a round, in the same transaction
 * (a failed order leaves no round behind). Its payment choice (pay_bill 2) is the payments
 * feature's rule, read from the same membership.
 */
export function openOrderCheckoutSteps(openOrders: Pick<OpenOrdersService, 'joinRound'>): {
  at: StepPosition;
  steps: Step<PlaceOrderState>[];
} {
  return {
    at: { after: 'create-order' },
    steps: [
      step('join-open-order', async (s) => {
        if (!s.order) return;
        const announce = await openOrders.joinRound(s.tx, {
          placeId: s.placeId,
          userId: s.session.userId,
          orderId: s.order.id,
        });
        // Staff screens also refetch on the order's own event, sent after the commit.
        announce?.();
      }),
    ],
  };
}
