import type { LiveOrderEvent } from '@app/domain/orders/events';
import { watchOrderStream } from '../../../lib/order-stream.ts';

// The order push of spec 1 §4 ("a push message also refreshes it"). One connection is shared by
// every listener and closed when the last one leaves.

export type OrderEvent = LiveOrderEvent;
type Listener = (event: OrderEvent) => void;

const RECONNECT_MS = 5000;
const listeners = new Set<Listener>();
let stop: (() => void) | null = null;

/** Listens to order events; returns the unsubscribe function. */
export function onOrderEvent(listener: Listener): () => void {
  listeners.add(listener);
  stop ??= watchOrderStream({
    reconnectMs: RECONNECT_MS,
    onEvent: (event) => {
      for (const l of [...listeners]) l(event);
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}
