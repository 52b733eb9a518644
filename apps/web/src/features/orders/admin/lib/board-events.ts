import { basePath } from '../../../../lib/base-path.ts';
import { browserStore } from '../../../../lib/storage.ts';
import { createSseParser } from '../../lib/sse-parser.ts';

// The board's own stream: GET /api/app/events with the manager token (x-manager-token), so every
// order event of the place arrives (docs/api.md). Reconnects after a pause until stopped.

export type BoardEvent = { order_id: string; status: number; number?: number; payment_status?: string | null };
const RECONNECT_MS = 3000;

export function watchBoardEvents(onEvent: (e: BoardEvent) => void, onOpen?: () => void): () => void {
  let stopped = false;
  let abort: AbortController | null = null;
  let retry: number | null = null;

  async function connect() {
    const { token, managerToken } = browserStore.getState();
    if (stopped || !token || !managerToken) return;
    abort = new AbortController();
    try {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        'x-manager-token': managerToken,
      };
      if (basePath.place) headers['x-place-id'] = basePath.place;
      const response = await fetch('/api/app/events', { headers, signal: abort.signal });
      if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
      onOpen?.();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const message of feed(value)) {
          if (message.event !== 'order') continue;
          try {
            const data = JSON.parse(message.data) as Partial<BoardEvent>;
            if (typeof data.order_id === 'string' && typeof data.status === 'number') onEvent(data as BoardEvent);
          } catch {
            // A malformed message is skipped; the list's next refetch catches up.
          }
        }
      }
    } catch {
      // Network loss: try again below.
    }
    if (!stopped) {
      retry = window.setTimeout(() => {
        retry = null;
        void connect();
      }, RECONNECT_MS);
    }
  }

  void connect();
  return () => {
    stopped = true;
    abort?.abort();
    if (retry !== null) window.clearTimeout(retry);
  };
}

/** A short beep through Web Audio (no sound file); silent where audio is unavailable or blocked. */
export function beep(): void {
  try {
    const Ctx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.3, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.4);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio: the title badge still tells.
  }
}
