import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { KitchenRepo } from './kitchen.repo.ts';
import type { OrderRecord, OrdersRepo } from './orders.repo.ts';

/**
 * What other features do when an order changes. The lists are filled in container.ts, next to one
 * another, so who reacts to an order is read in one place (cashback, coupons, the checkout's void).
 */
export type OrderHooks = {
  /** Inside the delivering transaction (e.g. cashback credit). */
  delivered: Array<(tx: Tx, order: OrderRecord) => Promise<void>>;
  /** Refused, cancelled or expired: what the order held (coupon use, loyalty debit) is given back. */
  ended: Array<(tx: Tx, order: OrderRecord) => Promise<void>>;
  /**
   * The same, after the order's transaction committed, for work that calls other services (the
   * order's charges are voided: a provider call never runs inside a transaction). A failure is
   * logged by the hook itself; the order's change stands.
   */
  afterEnded: Array<(order: OrderRecord, why: 'cancelled' | 'expired') => Promise<void>>;
};

/**
 * What the orders service is built from. Placing an order and choosing its payment are the
 * checkout feature's (features/checkout), which composes orders, cart, coupons and payments.
 */
export type OrdersDeps = {
  database: Database;
  orders: OrdersRepo;
  events: Pick<EventBus, 'publish'>;
  hooks: OrderHooks;
  /** Stock changed at a place (cached product pages are read again). */
  onStockChange?: (placeId: string) => void;
  clock?: () => Date;
  /** Kitchen stations (decision 068); the orders repo's sibling, built here when not given. */
  kitchen?: KitchenRepo;
};
