// Live open-account events (decision 070): sent on the staff stream (GET /api/app/events with the
// manager token) as `event: open-order`, and published on the API's event bus so other features
// (push notifications) can subscribe to waiter calls and bill requests.

export const OPEN_ORDER_EVENT_NAME = 'open-order';

export const OPEN_ORDER_EVENT_KINDS = [
  'opened',
  'joined',
  'round',
  'waiter-call',
  'bill-request',
  'acknowledged',
  'updated',
  'closed',
] as const;
export type OpenOrderEventKind = (typeof OPEN_ORDER_EVENT_KINDS)[number];

export type LiveOpenOrderEvent = {
  open_order_id: string;
  kind: OpenOrderEventKind;
  /** The number shown to staff ('Mesa 5'). */
  number: string;
  status: number;
};

export function isLiveOpenOrderEvent(value: unknown): value is LiveOpenOrderEvent {
  const v = value as Partial<LiveOpenOrderEvent> | null;
  return !!v && typeof v.open_order_id === 'string' && typeof v.kind === 'string';
}
