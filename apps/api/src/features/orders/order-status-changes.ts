import type { CallInput, CallResult } from '@app/domain';
import {
  canChangeStatus,
  isPickupOrder,
  ORDER_STATUS,
  orderStatusLabelKey,
  releasesStock,
} from '@app/domain/orders/rules';
import { awaitsOnlinePayment, orderPaymentState, orderPaymentStateLabelKey } from '@app/domain/payments/rules';
import { formatMessage } from '@app/domain/shared/messages';
import { roleMaySetStatus } from '@app/domain/users/staff-roles';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import { toOrder } from './order-view.ts';
import type { OrdersContext } from './orders.context.ts';
import type { OrderRecord } from './orders.repo.ts';

const SWEEP_BATCH = 100;

/** Moves that hand the order on as if paid: staff may make them only once an online payment is confirmed. */
const NEEDS_PAYMENT: readonly number[] = [ORDER_STATUS.ACCEPTED, ORDER_STATUS.OUT_FOR_DELIVERY, ORDER_STATUS.DELIVERED];

/**
 * Status changes along the order's machine: staff moving or cancelling an order, the sweep that
 * expires pending orders, and cancelling an order whose Pix expired. Ending an order gives its
 * stock back and runs the `ended` hooks; after the commit, the `afterEnded` hooks.
 */
export function createOrderStatusChanges(ctx: OrdersContext) {
  const { database, orders, t, managerOrder, staffWho, reread, publish, now } = ctx;

  /** Moves an order along the machine inside `tx`: history, stock back, delivered hooks. */
  async function changeStatus(
    tx: Tx,
    actor: Actor | null,
    order: OrderRecord,
    to: number,
    who: { userId: string | null; name: string | null },
    reason: string | null,
    cancelObs?: string | null,
  ): Promise<OrderRecord> {
    // Status 6 (payment error) is set by the system only, from pending (paymentFailed below).
    const systemError = to === ORDER_STATUS.ERROR && order.status === ORDER_STATUS.PENDING && actor === null;
    if (!systemError && !canChangeStatus(order.status, to)) {
      const pickup = isPickupOrder({ delivery_type: order.deliveryType, pickup: order.pickup });
      const from = t(actor, orderStatusLabelKey(order.status, { pickup }));
      throw new AppError(
        'status_change',
        t(actor, 'orderStatusChange', { from, to: t(actor, orderStatusLabelKey(to, { pickup })) }),
        409,
        {
          errorType: 'status_change',
        },
      );
    }
    // Decision 050: an order paid online (card, Pix) whose payment is pending, failed or was refunded
    // is not accepted, sent out or delivered as if paid; staff change its payment type or cancel it.
    const facts = { paymentType: order.paymentType, payBill: order.payBill, recorded: order.paymentStatus };
    if (actor !== null && NEEDS_PAYMENT.includes(to) && awaitsOnlinePayment(facts)) {
      const state = t(actor, orderPaymentStateLabelKey(orderPaymentState(facts) ?? 'pending')).toLowerCase();
      throw new AppError('payment_not_confirmed', t(actor, 'orderAwaitsPayment', { state }), 409, {
        errorType: 'payment_not_confirmed',
      });
    }
    const ending = releasesStock(to);
    const updated = await orders.update(tx, order, {
      status: to,
      ...(ending ? { cancelReason: reason, cancelObs: cancelObs ?? null } : {}),
    });
    await orders.addStatus(tx, order, { status: to, byUserId: who.userId, byName: who.name, reason });
    if (ending) {
      const detail = await orders.find(tx, order.placeId, order.id);
      const units = new Map<string, number>();
      for (const item of detail?.items ?? []) {
        if (item.productId) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
      }
      await orders.lockProducts(tx, order.placeId, [...units.keys()]);
      await orders.takeStock(tx, order.placeId, units, -1);
      for (const hook of ctx.hooks.ended) await hook(tx, updated);
      ctx.onStockChange?.(order.placeId);
    }
    if (to === ORDER_STATUS.DELIVERED) for (const hook of ctx.hooks.delivered) await hook(tx, updated);
    return updated;
  }

  /** After a status change committed: announce it; an order that ended runs the afterEnded hooks. */
  async function changed(o: OrderRecord, why: 'cancelled' | 'expired' = 'cancelled') {
    publish(o);
    if (!releasesStock(o.status)) return;
    // The hooks log their own failures; nothing they do can undo the committed change.
    for (const hook of ctx.hooks.afterEnded) await hook(o, why).catch(() => {});
  }

  return {
    async changeOrderStatus(
      actor: Actor,
      input: CallInput<'admin/updateorder'>,
    ): Promise<CallResult<'admin/updateorder'>> {
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await managerOrder(tx, actor, input.order_id);
        // Staff roles (decision 068): the kitchen only bumps, a waiter does not refuse or cancel.
        const role = actor.manager?.isOwner ? 'manager' : (actor.manager?.role ?? 'manager');
        if (!roleMaySetStatus(role, order.status, input.status)) throw accessDenied();
        const reason = input.reason?.trim() || null;
        await changeStatus(tx, actor, order, input.status, await staffWho(tx, actor), reason);
        return reread(tx, order);
      });
      await changed(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },

    async cancelOrder(
      actor: Actor,
      input: CallInput<'manager/cancelordermanager'>,
    ): Promise<CallResult<'manager/cancelordermanager'>> {
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await managerOrder(tx, actor, input.order_id);
        const who = await staffWho(tx, actor);
        await changeStatus(
          tx,
          actor,
          order,
          ORDER_STATUS.CANCELLED,
          who,
          input.reason_cancel.trim(),
          input.cancel_obs?.trim() || null,
        );
        return reread(tx, order);
      });
      await changed(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },

    /**
     * The status link printed on a ticket (decision 121) moves the order on: out for delivery (3) or
     * delivered (4) only, through the same machine (pending orders are not accepted by a ticket) and
     * the same payment rule; the history names the ticket. Null when the order does not exist.
     */
    async moveByTicket(actor: Actor, orderId: string, to: 3 | 4): Promise<OrderRecord | null> {
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, orderId, { forUpdate: true });
        if (!order) return null;
        await changeStatus(tx, actor, order, to, { userId: null, name: t(actor, 'ticketLinkActor') }, null);
        return reread(tx, order);
      });
      if (updated) await changed(updated);
      return updated;
    },

    /**
     * Cancels (5, 'Pedido expirado') pending orders past expires_at at every place. Safe with several
     * API instances: rows another instance holds are skipped (FOR UPDATE SKIP LOCKED). Returns how many.
     */
    async sweepExpired(at: Date = now()): Promise<number> {
      let count = 0;
      const reason = formatMessage('orderExpired');
      for (const placeId of await orders.placeIds(database.db)) {
        const expired = await database.inPlace(placeId, async (tx) => {
          const rows = await orders.lockExpired(tx, placeId, at, SWEEP_BATCH);
          const done: OrderRecord[] = [];
          for (const row of rows)
            done.push(await changeStatus(tx, null, row, ORDER_STATUS.CANCELLED, { userId: null, name: null }, reason));
          return done;
        });
        for (const o of expired) await changed(o, 'expired');
        count += expired.length;
      }
      return count;
    },

    /**
     * Inside the payments feature's transaction (decision 050; reached through the order ledger): the charge that paid this order was
     * voided or refunded. A still pending order ends (6 'error' when the app cancelled its payment,
     * else 5 'Pagamento estornado'), giving back stock and coupon uses; an accepted one stays, marked
     * refunded, and cannot be handed over as paid. The payments feature announces the change.
     */
    async paymentReversed(
      tx: Tx,
      args: { placeId: string; orderId: string; endAs: number; reason: string },
    ): Promise<void> {
      const order = await orders.find(tx, args.placeId, args.orderId, { forUpdate: true });
      if (!order || order.status !== ORDER_STATUS.PENDING) return;
      await changeStatus(tx, null, order, args.endAs, { userId: null, name: null }, args.reason);
    },

    /**
     * The payment of a still pending order failed and was cancelled (spec 1 §4 finish by type): the
     * order ends with status 6 'error', gives its stock back and no longer blocks a new order.
     */
    async paymentFailed(placeId: string, orderId: string, reason: string | null): Promise<void> {
      const ended = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, orderId, { forUpdate: true });
        if (!order || order.status !== ORDER_STATUS.PENDING) return null;
        return changeStatus(tx, null, order, ORDER_STATUS.ERROR, { userId: null, name: null }, reason);
      });
      if (ended) await changed(ended);
    },

    /**
     * The order's Pix expired at the provider before it was paid (payments feature): an order still
     * pending is cancelled ('Pix expirado'), so the customer may order again.
     */
    async cancelForExpiredPix(placeId: string, orderId: string): Promise<void> {
      const ended = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, orderId, { forUpdate: true });
        if (!order || order.status !== ORDER_STATUS.PENDING) return null;
        const reason = formatMessage('pixExpired');
        return changeStatus(tx, null, order, ORDER_STATUS.CANCELLED, { userId: null, name: null }, reason);
      });
      if (ended) await changed(ended, 'expired');
    },
  };
}
export type OrderStatusChanges = ReturnType<typeof createOrderStatusChanges>;
