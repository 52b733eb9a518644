import type { Actor } from '../../platform/actor.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { CartService } from '../cart/index.ts';
import type { OrdersKitDeps, OrdersRepo } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { PlaceOrderState } from './place-order.workflow.ts';
import type { Step, StepPosition } from './workflow.ts';

/** Checks a scheduled slot is still free (the agenda feature; wired in container.ts). */
export type SlotCheck = (
  tx: Tx,
  args: { placeId: string; kind: 'delivery' | 'pickup'; at: Date; locale?: Actor['language'] },
) => Promise<void>;

/** The order as the create-order step wrote it. */
export type CreatedOrder = Awaited<ReturnType<OrdersRepo['insertOrder']>>;

/** Applies a coupon to a just-created order in its transaction, recording the use under the coupon's lock. */
export type ApplyCoupon = (
  tx: Tx,
  args: { order: CreatedOrder; userId: string; code: string; locale: Actor['language'] },
) => Promise<unknown>;

/** What the checkout is built from: the orders repo and the features whose steps it runs. */
export type CheckoutDeps = OrdersKitDeps & {
  cart: Pick<CartService, 'price'>;
  /** The payment choice step (online types) and the void of an ended order's charges. */
  payments: Pick<PaymentsService, 'checkOnlinePaymentChoice' | 'voidChargesOfEndedOrder'>;
  slotCheck?: SlotCheck;
  applyCoupon?: ApplyCoupon;
  /**
   * Makes the person a customer of the place (users' place_members row), inside the order's
   * transaction: an order is what starts being a customer, not a page view (decision 046).
   */
  joinPlace?: (tx: Tx, placeId: string, userId: string) => Promise<unknown>;
  /** Stock changed at a place (cached product pages are read again). */
  onStockChange?: (placeId: string) => void;
  log?: { warn(details: object, message: string): void };
  /** Steps added to placing an order (open accounts, split bills, clinic split rules): decision 059. */
  placeOrderSteps?: Array<{ at: StepPosition; steps: Step<PlaceOrderState>[] }>;
};
