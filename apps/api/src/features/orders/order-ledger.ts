import type { OrderPaymentState } from '@app/domain/payments/rules';
import type { Queryable, Statement, Tx } from '../../platform/db/client.ts';
import type { OrderStatusChanges } from './order-status-changes.ts';
import type { OrdersContext } from './orders.context.ts';
import type { ChargeableOrder, OrderSummary } from './orders.repo.ts';

export type { ChargeableOrder };

/** The order's payment fields a charge moves (decision 050): its state, and once paid how. */
export type OrderPaymentRecord = {
  paymentStatus: OrderPaymentState;
  paymentType?: number;
  installments?: number | null;
  ccBrand?: string | null;
};

/**
 * The one door between payments and orders: everything the payments feature reads or changes of
 * an order goes through these functions, so the orders table has one writer (this feature). The
 * payments feature is built with it (container.ts); orders never calls payments back directly:
 * voiding the charges of an ended order is an `afterEnded` hook (OrderHooks), listed in the
 * container with the other order hooks.
 */
export type OrderLedger = {
  /** The order under its row lock, inside the charge's transaction (one pay call at a time). */
  lockForCharge(tx: Tx, placeId: string, orderId: string): Promise<ChargeableOrder | null>;
  /** Whose order it is and where it stands (ownership checks of the payment calls). */
  owner(q: Queryable, placeId: string, orderId: string): Promise<{ userId: string | null; status: number } | null>;
  /** Inside the charge's transaction: the order's payment state after one of its charges moved. */
  recordPaymentStatus(tx: Tx, order: { id: string; placeId: string }, record: OrderPaymentRecord): Promise<void>;
  /**
   * recordPaymentStatus's write of a paid order as an UPDATE for the caller's own statement (a
   * data-modifying CTE: the charge's answer recorded in one round trip, decision 229), for the
   * order whose id `orderId` yields. Built here so payments never names the orders table. It
   * returns the order as announcePaid takes it.
   */
  paidUpdate(
    placeId: string,
    orderId: Statement,
    paid: { paymentType: number; installments: number; ccBrand: string | null },
    at: string,
  ): Statement;
  /**
   * Inside the charge's transaction: the charge that paid the order was voided or refunded. A still
   * pending order ends with `endAs`; a later one stays, marked refunded.
   */
  paymentReversed(tx: Tx, args: { placeId: string; orderId: string; endAs: number; reason: string }): Promise<void>;
  /** A pending order's payment failed and was cancelled: the order ends in error (its own transaction). */
  paymentFailed(placeId: string, orderId: string, reason: string | null): Promise<void>;
  /** The order's Pix expired at the provider: a still pending order is cancelled (its own transaction). */
  pixExpired(placeId: string, orderId: string): Promise<void>;
  /** Announces the order's change (SSE/push) after a payment moved it; never fails the caller. */
  announce(placeId: string, orderId: string): void;
  /**
   * announce for an order `paidUpdate` changed, from the row its RETURNING answered (the caller's
   * statement hands it over as jsonb): no read of the order again (decision 241).
   */
  announcePaid(returned: Record<string, unknown>): void;
};

export function createOrderLedger(ctx: OrdersContext, status: OrderStatusChanges): OrderLedger {
  const { database, orders, publish } = ctx;
  return {
    lockForCharge: (tx, placeId, orderId) => orders.lockForCharge(tx, placeId, orderId),
    async owner(q, placeId, orderId) {
      const o = await orders.summary(q, placeId, orderId);
      return o ? { userId: o.userId, status: o.status } : null;
    },
    async recordPaymentStatus(tx, order, record) {
      await orders.update(tx, order, record);
    },
    paidUpdate: (placeId, orderId, paid, at) => orders.paidUpdate(placeId, orderId, paid, at),
    paymentReversed: status.paymentReversed,
    paymentFailed: status.paymentFailed,
    pixExpired: status.cancelForExpiredPix,
    announce(placeId, orderId) {
      orders
        .summary(database.db, placeId, orderId)
        .then((o) => {
          if (o) publish(o);
        })
        .catch(() => {});
    },
    announcePaid(returned) {
      publish(returned as unknown as OrderSummary);
    },
  };
}
