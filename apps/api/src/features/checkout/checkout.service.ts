import { createOrdersContext } from '../orders/index.ts';
import type { CheckoutDeps } from './checkout.deps.ts';
import { createChoosePayment } from './choose-payment.ts';
import { createPlaceOrder } from './place-order.workflow.ts';

/**
 * Checkout: placing an order (place-order.workflow.ts, its steps and their compensations listed in
 * one place), recording its payment choice, and the compensation that runs outside any
 * transaction when an order ends unpaid (its charges voided). It composes orders, cart, coupons,
 * agenda and payments; none of those calls it back, so there is no cycle to wire.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const ctx = createOrdersContext(deps);
  return {
    ...createPlaceOrder(ctx),
    ...createChoosePayment(ctx),

    /**
     * OrderHooks.afterEnded: an order that ended (refused, cancelled, expired) gets its live charges
     * voided (decision 042), after its transaction committed. Never throws: the order's end stands.
     */
    async voidChargesOfEndedOrder(order: { id: string; placeId: string }, why: 'cancelled' | 'expired'): Promise<void> {
      const { failed } = await deps.payments.voidChargesOfEndedOrder(order, why);
      if (failed.length > 0)
        deps.log?.warn({ order: order.id, charges: failed }, 'charges of an ended order not voided');
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
