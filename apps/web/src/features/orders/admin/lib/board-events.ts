import type { LiveOrderEvent } from '@app/domain/orders/events';
import { watchOrderStream } from '../../../../lib/order-stream.ts';

// The board's own stream, with the manager token, so every order event of the place arrives
// (docs/api.md).

export type BoardEvent = LiveOrderEvent;
const RECONNECT_MS = 3000;

export function watchBoardEvents(onEvent: (e: BoardEvent) => void, onOpen?: () => void): () => void {
  return watchOrderStream({ staff: true, reconnectMs: RECONNECT_MS, onEvent, ...(onOpen ? { onOpen } : {}) });
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
