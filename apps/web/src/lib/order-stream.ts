import { ACCESS_EVENT_NAME, isLiveAccessEvent, type LiveAccessEvent } from '@app/domain/access-requests/events';
import { isLiveOpenOrderEvent, type LiveOpenOrderEvent, OPEN_ORDER_EVENT_NAME } from '@app/domain/open-orders/events';
import { isLiveOrderEvent, type LiveOrderEvent, ORDER_EVENT_NAME, ORDER_EVENTS_URL } from '@app/domain/orders/events';
import { basePath } from './base-path.ts';
import { createSseParser } from './sse-parser.ts';
import { browserStore } from './storage.ts';

// The one reader of the live-order stream, for the storefront's tracking and the staff board. It
// reads with fetch streaming, since EventSource cannot send the Authorization, x-place-id and
// x-manager-token headers, and reconnects after a pause until stopped.

export type OrderStreamOptions = {
  /** Staff: send the manager token, so every order of the place arrives (else the person's own). */
  staff?: boolean;
  reconnectMs: number;
  onEvent: (event: LiveOrderEvent) => void;
  /** Open accounts (decision 070): calls, bill requests, rounds; the same stream carries them. */
  onOpenOrderEvent?: (event: LiveOpenOrderEvent) => void;
  /** A decision on the person's access request (decision 188). */
  onAccessEvent?: (event: LiveAccessEvent) => void;
  /** Called each time the stream is (re)opened, so a list can catch up on what it missed. */
  onOpen?: () => void;
  /** Called when the stream drops or is refused (a screen may poll until it is back). */
  onDown?: () => void;
};

/** Opens the stream with the session's tokens (nothing without them); returns the stop function. */
export function watchOrderStream(options: OrderStreamOptions): () => void {
  let stopped = false;
  let abort: AbortController | null = null;
  let retry: number | null = null;

  async function connect() {
    const { token, managerToken } = browserStore.getState();
    if (stopped || !token || (options.staff && !managerToken)) return;
    abort = new AbortController();
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
      if (options.staff && managerToken) headers['x-manager-token'] = managerToken;
      if (basePath.place) headers['x-place-id'] = basePath.place;
      const response = await fetch(ORDER_EVENTS_URL, { headers, signal: abort.signal });
      if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
      options.onOpen?.();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const message of feed(value)) {
          const known = [ORDER_EVENT_NAME, OPEN_ORDER_EVENT_NAME, ACCESS_EVENT_NAME];
          if (!known.includes(message.event)) continue;
          try {
            const data: unknown = JSON.parse(message.data);
            if (message.event === ACCESS_EVENT_NAME) {
              if (isLiveAccessEvent(data)) options.onAccessEvent?.(data);
            } else if (message.event === OPEN_ORDER_EVENT_NAME) {
              if (isLiveOpenOrderEvent(data)) options.onOpenOrderEvent?.(data);
            } else if (isLiveOrderEvent(data)) options.onEvent(data);
          } catch {
            // A malformed message is skipped; the next poll or refetch catches up.
          }
        }
      }
    } catch {
      // Network loss or a refused stream: polling still runs; try again below.
    }
    if (!stopped) {
      options.onDown?.();
      retry = window.setTimeout(() => {
        retry = null;
        void connect();
      }, options.reconnectMs);
    }
  }

  void connect();
  return () => {
    stopped = true;
    abort?.abort();
    if (retry !== null) window.clearTimeout(retry);
  };
}
