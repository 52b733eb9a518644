import { basePath } from '../../../lib/base-path.ts';
import { browserStore } from '../../../lib/storage.ts';
import { createSseParser } from './sse-parser.ts';

// The order push of spec 1 §4 ("a push message also refreshes it"): GET /api/app/events, read by
// fetch streaming with the session's headers. One connection is shared by every listener and
// closed when the last one leaves; it reconnects after a pause while someone listens.

export type OrderEvent = { order_id: string; status: number; number?: number };
type Listener = (event: OrderEvent) => void;

const RECONNECT_MS = 5000;
const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let retry: number | null = null;

function isOrderEvent(value: unknown): value is OrderEvent {
  const v = value as Partial<OrderEvent> | null;
  return !!v && typeof v.order_id === 'string' && typeof v.status === 'number';
}

async function connect(): Promise<void> {
  const token = browserStore.getState().token;
  if (!token || listeners.size === 0) return;
  const abort = new AbortController();
  controller = abort;
  try {
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (basePath.place) headers['x-place-id'] = basePath.place;
    const response = await fetch('/api/app/events', { headers, signal: abort.signal });
    if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const feed = createSseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const message of feed(value)) {
        if (message.event !== 'order') continue;
        try {
          const data: unknown = JSON.parse(message.data);
          if (isOrderEvent(data)) for (const listener of [...listeners]) listener(data);
        } catch {
          // A malformed message is skipped; the next poll catches up.
        }
      }
    }
  } catch {
    // Network loss or a refused stream: polling still runs; try again later.
  }
  if (controller === abort && !abort.signal.aborted && listeners.size > 0) {
    controller = null;
    retry = window.setTimeout(() => {
      retry = null;
      void connect();
    }, RECONNECT_MS);
  }
}

/** Listens to order events; returns the unsubscribe function. */
export function onOrderEvent(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller && retry === null) void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      controller?.abort();
      controller = null;
      if (retry !== null) window.clearTimeout(retry);
      retry = null;
    }
  };
}
