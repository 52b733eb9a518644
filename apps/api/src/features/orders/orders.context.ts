import type { ErrorCode } from '@app/domain';
import { orderPaymentState } from '@app/domain/payments/rules';
import type { MessageKey } from '@app/domain/shared/messages';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import { fieldError, message, refuse, sessionOf } from '../../platform/service-kit.ts';
import type { OrdersDeps } from './orders.deps.ts';
import type { OrderDetail, OrderRecord } from './orders.repo.ts';

/** The part of the orders dependencies the shared helpers use. */
export type OrdersKitDeps = Pick<OrdersDeps, 'database' | 'orders' | 'events' | 'clock'>;

/**
 * The helpers every part of the orders service shares: messages, errors, who is calling, events.
 * The checkout feature builds the same helpers over its own dependencies (hence the type parameter).
 */
export function createOrdersContext<D extends OrdersKitDeps>(deps: D) {
  const { orders } = deps;
  const now = deps.clock ?? (() => new Date());
  /** An order rule said no: most are a conflict with the order's state (409). */
  const refusal = (actor: Actor, key: MessageKey, code: ErrorCode, status = 409) =>
    refuse(actor, key, code, { status });
  const orderNotFound = (actor: Actor) => new AppError('not_found', message(actor, 'orderNotFound'), 404);
  /** Staff at this place: a manager token, or staff acting as the customer (managerlogin). */
  const isStaff = (actor: Actor) => actor.manager !== null || Boolean(actor.user?.actingManagerId);

  const publish = (
    o: Pick<
      OrderRecord,
      'id' | 'placeId' | 'userId' | 'status' | 'number' | 'paymentType' | 'payBill' | 'paymentStatus'
    >,
  ) =>
    deps.events.publish({
      type: 'order',
      place_id: o.placeId,
      user_id: o.userId,
      order_id: o.id,
      status: o.status,
      number: o.number,
      payment_status: orderPaymentState({ paymentType: o.paymentType, payBill: o.payBill, recorded: o.paymentStatus }),
    });

  /** The staff member acting (with a manager token, or acting as the customer), as the status history records them. */
  async function staffWho(tx: Tx, actor: Actor) {
    const userId = actor.manager?.userId ?? actor.user?.actingManagerId ?? null;
    return { userId, name: userId ? await orders.userName(tx, userId) : null };
  }

  /** An order of the caller's place that the manager changes (locked). */
  async function managerOrder(tx: Tx, actor: Actor, orderId: string) {
    const order = await orders.find(tx, placeOf(actor).id, orderId, { forUpdate: true });
    if (!order) throw orderNotFound(actor);
    return order;
  }

  async function reread(tx: Tx, order: Pick<OrderRecord, 'id' | 'placeId'>): Promise<OrderDetail> {
    const detail = await orders.find(tx, order.placeId, order.id);
    if (!detail) throw new Error('order vanished inside its transaction');
    return detail;
  }

  return {
    ...deps,
    now,
    t: message,
    fieldError,
    refusal,
    orderNotFound,
    sessionOf,
    isStaff,
    publish,
    staffWho,
    managerOrder,
    reread,
  };
}
export type OrdersContext<D extends OrdersKitDeps = OrdersDeps> = ReturnType<typeof createOrdersContext<D>>;
