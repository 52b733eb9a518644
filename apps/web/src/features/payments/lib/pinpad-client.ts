import {
  isResultEvent,
  type PinpadCharge,
  type PinpadEvent,
  type PinpadResultType,
  parsePinpadEvent,
} from '@app/domain/payments/pinpad';
import { PINPAD_DEFAULT_HOST, PINPAD_DEFAULT_PORT } from '@app/domain/shared/constants';

// The browser side of the pin pad protocol (docs/pinpad.md): open the terminal's websocket, send
// one charge, pass every terminal event on, settle with the result. Could not connect, or the
// connection dropped before a result: PinpadConnectionError (the dialog shows spec 1 §8's text).

export const PINPAD_DEFAULT_URL = `ws://${PINPAD_DEFAULT_HOST}:${PINPAD_DEFAULT_PORT}`;

export type PinpadResult = Extract<PinpadEvent, { type: PinpadResultType }>;

export class PinpadConnectionError extends Error {
  constructor(
    readonly stage: 'connect' | 'dropped' | 'refused',
    detail = '',
  ) {
    super(`pin pad ${stage}${detail ? `: ${detail}` : ''}`);
    this.name = 'PinpadConnectionError';
  }
}

type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
};
export type SocketFactory = (url: string) => SocketLike;

export type PinpadSession = {
  /** Settles with the terminal's result; rejects with PinpadConnectionError. */
  result: Promise<PinpadResult>;
  /** Asks the terminal to abort the charge (it answers paymentAborted). */
  abort(): void;
  /** Closes the socket (after the result, once the dialog is done). */
  close(): void;
};

const OPEN = 1;

export function chargeOnPinpad(
  charge: Omit<PinpadCharge, 'type'>,
  {
    url = PINPAD_DEFAULT_URL,
    onEvent = () => {},
    connectTimeoutMs = 5000,
    socketFactory = (u) => new WebSocket(u) as unknown as SocketLike,
  }: {
    url?: string;
    onEvent?: (event: PinpadEvent) => void;
    connectTimeoutMs?: number;
    socketFactory?: SocketFactory;
  } = {},
): PinpadSession {
  let socket: SocketLike | null = null;
  let settled = false;
  let wantAbort = false;
  let resolveResult: (r: PinpadResult) => void = () => {};
  let rejectResult: (e: Error) => void = () => {};
  const result = new Promise<PinpadResult>((resolve, reject) => {
    resolveResult = resolve;
    rejectResult = reject;
  });
  // Once settled, later terminal messages still reach onEvent (they override the result's text).
  const fail = (error: PinpadConnectionError) => {
    if (settled) return;
    settled = true;
    rejectResult(error);
  };

  let timer: ReturnType<typeof setTimeout> | null = null;
  try {
    socket = socketFactory(url);
  } catch (cause) {
    fail(new PinpadConnectionError('connect', String(cause)));
  }
  if (socket) {
    const s = socket;
    timer = setTimeout(() => {
      if (s.readyState !== OPEN) {
        fail(new PinpadConnectionError('connect', 'timeout'));
        s.close();
      }
    }, connectTimeoutMs);
    let opened = false;
    s.onopen = () => {
      opened = true;
      if (timer) clearTimeout(timer);
      s.send(JSON.stringify({ type: 'charge', ...charge } satisfies PinpadCharge));
      if (wantAbort) s.send(JSON.stringify({ type: 'abort' }));
    };
    s.onmessage = (message) => {
      const event = parsePinpadEvent(String(message.data));
      if (!event) return;
      onEvent(event);
      if (event.type === 'error' && !settled) {
        fail(new PinpadConnectionError('refused', event.message));
        return;
      }
      if (isResultEvent(event) && !settled) {
        settled = true;
        resolveResult(event);
      }
    };
    s.onerror = () => {
      if (!opened) fail(new PinpadConnectionError('connect'));
    };
    s.onclose = () => {
      if (timer) clearTimeout(timer);
      fail(new PinpadConnectionError(opened ? 'dropped' : 'connect'));
    };
  }

  return {
    result,
    abort() {
      wantAbort = true;
      if (socket && socket.readyState === OPEN && !settled) socket.send(JSON.stringify({ type: 'abort' }));
    },
    close() {
      if (timer) clearTimeout(timer);
      fail(new PinpadConnectionError('dropped', 'closed'));
      socket?.close();
    },
  };
}
