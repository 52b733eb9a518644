import { canChangeStatus, ORDER_STATUS } from '@app/domain/orders/rules';

// Pure rules of the live order board: which column an order sits in, which actions its
// status allows, and how long ago it was made.

export type ColumnId = 'pending' | 'accepted' | 'outForDelivery' | 'delivered' | 'closed';
export const MAIN_COLUMNS: readonly ColumnId[] = ['pending', 'accepted', 'outForDelivery', 'delivered'];

export function columnOf(status: number): ColumnId {
  switch (status) {
    case ORDER_STATUS.PENDING:
      return 'pending';
    case ORDER_STATUS.ACCEPTED:
      return 'accepted';
    case ORDER_STATUS.OUT_FOR_DELIVERY:
      return 'outForDelivery';
    case ORDER_STATUS.DELIVERED:
    case ORDER_STATUS.CLOSED:
      return 'delivered';
    default:
      return 'closed';
  }
}

export type BoardAction = 'accept' | 'refuse' | 'outForDelivery' | 'ready' | 'delivered' | 'cancel';
const ACTION_STATUS: Record<BoardAction, number> = {
  accept: ORDER_STATUS.ACCEPTED,
  refuse: ORDER_STATUS.REFUSED,
  outForDelivery: ORDER_STATUS.OUT_FOR_DELIVERY,
  // The same status 3, worded for a pickup: 'Pronto para retirada' (decision 066).
  ready: ORDER_STATUS.OUT_FOR_DELIVERY,
  delivered: ORDER_STATUS.DELIVERED,
  cancel: ORDER_STATUS.CANCELLED,
};

/** Moves that hand an order on as if paid (decision 050). */
const HANDS_ON: readonly BoardAction[] = ['accept', 'outForDelivery', 'ready', 'delivered'];

/**
 * The actions the status machine allows from `status`; "out for delivery" only for deliveries
 * (`pickup`: not sent to an address), "ready for pickup" only for pickups (`readyStep`). An
 * order paid online whose payment is not confirmed (`awaitingPayment`) can only be refused or
 * cancelled: the server refuses the rest until staff collect it on delivery.
 */
export function actionsFor(status: number, pickup: boolean, awaitingPayment = false, readyStep = false): BoardAction[] {
  return (Object.keys(ACTION_STATUS) as BoardAction[]).filter(
    (a) =>
      canChangeStatus(status, ACTION_STATUS[a]) &&
      !(a === 'outForDelivery' && pickup) &&
      !(a === 'ready' && !readyStep) &&
      !(awaitingPayment && HANDS_ON.includes(a)),
  );
}

export const statusOf = (action: BoardAction): number => ACTION_STATUS[action];

/** Whole minutes between an ISO instant and now (never negative). */
export function minutesSince(iso: string, now: number): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/** Orders grouped by column, each newest first (the server already sends newest first). */
export function groupByColumn<T extends { status: number }>(orders: readonly T[]): Record<ColumnId, T[]> {
  const groups: Record<ColumnId, T[]> = { pending: [], accepted: [], outForDelivery: [], delivered: [], closed: [] };
  for (const o of orders) groups[columnOf(o.status)].push(o);
  return groups;
}
