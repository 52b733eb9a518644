import type { OrderPaymentState } from '../payments/rules.ts';

// The live-order stream (docs/api.md "Realtime"): Server-Sent Events at GET /api/app/events, read by
// the storefront's order tracking (the customer's own orders) and by the staff board and kitchen
// (every order of the place, with the manager token).

export const ORDER_EVENTS_URL = '/api/app/events';
/** The SSE `event:` name of an order change. */
export const ORDER_EVENT_NAME = 'order';

/** What the stream sends (as `data:`) when an order changes. */
export type LiveOrderEvent = {
  order_id: string;
  status: number;
  number: number;
  /** The order's online payment (decision 050): the board's badge changes live with it. */
  payment_status: OrderPaymentState | null;
};

/** Enough of an event to act on (the order and its status); anything else is skipped. */
export function isLiveOrderEvent(value: unknown): value is LiveOrderEvent {
  const v = value as Partial<LiveOrderEvent> | null;
  return !!v && typeof v.order_id === 'string' && typeof v.status === 'number';
}
