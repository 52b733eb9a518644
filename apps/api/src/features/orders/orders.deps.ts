import type { Actor } from '../../platform/actor.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { CartService } from '../cart/index.ts';
import type { OrdersRepo } from './orders.repo.ts';
import type { OrderRow } from './orders.tables.ts';

/** Checks a scheduled slot is still free (H2's agenda feature provides it; wired in container.ts). */
export type SlotCheck = (
  tx: Tx,
  args: { placeId: string; kind: 'delivery' | 'pickup'; at: Date; locale?: Actor['language'] },
) => Promise<void>;

/** What other features do when an order changes, inside the same transaction (e.g. cashback credit). */
export type OrderHooks = {
  delivered: Array<(tx: Tx, order: OrderRow) => Promise<void>>;
  /** Refused, cancelled or expired: what the order held (coupon use, loyalty debit) is given back. */
  ended: Array<(tx: Tx, order: OrderRow) => Promise<void>>;
  /**
   * The same, after the order's transaction committed, for work that calls other services (the
   * payments feature voids the order's charges: a provider call never runs inside a transaction).
   * A failure is logged by the hook itself; the order's change stands.
   */
  afterEnded?: Array<(order: OrderRow, why: 'cancelled' | 'expired') => Promise<void>>;
};

/**
 * Online payment types (2 card, 3 Pix, 5 card machine) of v2/orderdeliverypayment: the payments
 * feature checks they are available here (place, seller, user blocks) and the installments; the
 * charge itself is made by the payments calls (features/payments).
 */
export type OnlinePaymentCheck = (
  tx: Tx,
  actor: Actor,
  args: {
    paymentType: number;
    installments: number | undefined;
    totalCents: number;
    /** The order's customer: online card and Pix follow their blocks (block_app_payment, first purchase). */
    customerId: string | null;
  },
) => Promise<{ installments: number | null }>;

/** Applies a coupon to a just-created order in its transaction, recording the use under the coupon's lock. */
export type ApplyCoupon = (
  tx: Tx,
  args: { order: OrderRow; userId: string; code: string; locale: Actor['language'] },
) => Promise<unknown>;

/** What the orders service is built from (container.ts wires the other features in). */
export type OrdersDeps = {
  database: Database;
  orders: OrdersRepo;
  cart: Pick<CartService, 'price'>;
  events: Pick<EventBus, 'publish'>;
  hooks: OrderHooks;
  slotCheck?: SlotCheck;
  applyCoupon?: ApplyCoupon;
  onlinePayment?: OnlinePaymentCheck;
  /**
   * Makes the person a customer of the place (users' place_members row), inside the order's
   * transaction: an order is what starts being a customer, not a page view (decision 046).
   */
  joinPlace?: (tx: Tx, placeId: string, userId: string) => Promise<unknown>;
  /** Stock changed at a place (cached product pages are read again). */
  onStockChange?: (placeId: string) => void;
  clock?: () => Date;
};
