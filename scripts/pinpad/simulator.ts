import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  chargeProblem,
  PINPAD_PIN_ATTEMPTS,
  type PinpadCharge,
  type PinpadEvent,
  type PinpadOutcome,
} from '@app/domain/payments/pinpad';
import { type WebSocket, WebSocketServer } from 'ws';

// A card-terminal simulator speaking the pin pad protocol of docs/pinpad.md. Each charge follows
// the next scripted outcome (or the default one): insert card, PIN (with wrong PINs if scripted),
// processing, then paymentSuccessful / paymentFailed / paymentAborted.

export type SimulatorOptions = {
  /** 0 picks a free port. Default 1337. */
  port?: number;
  host?: string;
  /** Delay between two terminal steps, in ms. Default 400. */
  stepMs?: number;
  /** Outcome when the script is empty. Default approve. */
  defaultOutcome?: PinpadOutcome;
  /** Outcomes of the next charges, in order. */
  script?: PinpadOutcome[];
  log?: (line: string) => void;
};

export type Simulator = {
  port: number;
  url: string;
  /** Charges received, newest last. */
  charges: PinpadCharge[];
  setScript(script: PinpadOutcome[]): void;
  close(): Promise<void>;
};

const OUTCOMES = new Set(['approve', 'decline', 'abort', 'pinTimeout']);

export function parseOutcome(value: unknown): PinpadOutcome | null {
  if (typeof value === 'string') return OUTCOMES.has(value) ? { result: value as PinpadOutcome['result'] } : null;
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.result !== 'string' || !OUTCOMES.has(o.result)) return null;
  const outcome: PinpadOutcome = { result: o.result as PinpadOutcome['result'] };
  if (o.wrongPins !== undefined) {
    if (!Number.isInteger(o.wrongPins) || (o.wrongPins as number) < 0) return null;
    outcome.wrongPins = o.wrongPins as number;
  }
  if (typeof o.afterMessage === 'string') outcome.afterMessage = o.afterMessage;
  return outcome;
}

export function parseScript(value: unknown): PinpadOutcome[] | null {
  if (!Array.isArray(value)) return null;
  const script = value.map(parseOutcome);
  return script.every((o) => o !== null) ? (script as PinpadOutcome[]) : null;
}

function money(cents: number): string {
  const reais = Math.floor(cents / 100).toLocaleString('pt-BR');
  return `R$ ${reais},${String(cents % 100).padStart(2, '0')}`;
}

/** The terminal's steps for one charge: [delay multiplier, event] pairs, the result last. */
export function stepsFor(charge: PinpadCharge, outcome: PinpadOutcome): PinpadEvent[] {
  const steps: PinpadEvent[] = [
    { type: 'message', text: `VALOR ${money(charge.valueInCents)}` },
    { type: 'message', text: 'INSIRA OU PASSE O CARTAO' },
  ];
  if (outcome.result === 'abort') return [...steps, { type: 'paymentAborted' }];
  steps.push({ type: 'message', text: 'DIGITE A SENHA' });
  const wrong = Math.min(outcome.wrongPins ?? 0, PINPAD_PIN_ATTEMPTS);
  for (let i = 1; i <= wrong; i++) {
    const left = PINPAD_PIN_ATTEMPTS - i;
    if (left === 0) {
      steps.push({ type: 'pinError', error: 'NO_MORE_PIN_ATTEMPTS', attempts: 0 });
      return [...steps, { type: 'paymentFailed', reason: 'SENHA BLOQUEADA' }];
    }
    steps.push({ type: 'pinError', error: 'WRONG_PIN', attempts: left });
    steps.push({ type: 'message', text: 'DIGITE A SENHA' });
  }
  if (outcome.result === 'pinTimeout') {
    steps.push({ type: 'pinError', error: 'TTL_EXPIRED', attempts: PINPAD_PIN_ATTEMPTS - wrong });
    return [...steps, { type: 'paymentFailed', reason: 'TEMPO ESGOTADO' }];
  }
  steps.push({ type: 'message', text: 'PROCESSANDO' });
  if (outcome.result === 'decline') return [...steps, { type: 'paymentFailed', reason: 'TRANSACAO NEGADA' }];
  return [
    ...steps,
    {
      type: 'paymentSuccessful',
      transactionId: `pinpad-${randomUUID()}`,
      valueInCents: charge.valueInCents,
      numberOfInstallments: charge.numberOfInstallments,
      paymentType: charge.paymentType,
      cardBrand: 'visa',
      last4: '0010',
      metadata: charge.metadata,
    },
  ];
}

export function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const stepMs = options.stepMs ?? 400;
  const defaultOutcome = options.defaultOutcome ?? { result: 'approve' };
  const log = options.log ?? (() => {});
  let script = [...(options.script ?? [])];
  const charges: PinpadCharge[] = [];
  const server = new WebSocketServer({ port: options.port ?? 1337, host: options.host ?? '127.0.0.1' });

  server.on('connection', (socket: WebSocket) => {
    let timers: NodeJS.Timeout[] = [];
    const send = (event: PinpadEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      log(`→ ${JSON.stringify(event)}`);
    };
    const stop = () => {
      for (const t of timers) clearTimeout(t);
      timers = [];
    };
    socket.on('close', stop);
    socket.on('message', (data) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(data));
      } catch {
        return send({ type: 'error', message: 'message must be JSON' });
      }
      if (message.type === 'control') {
        const next = parseScript(message.script);
        if (!next) return send({ type: 'error', message: 'script must be a list of outcomes' });
        script = next;
        log(`script set: ${JSON.stringify(next)}`);
        return;
      }
      if (message.type === 'abort') {
        if (timers.length === 0) return;
        stop();
        return send({ type: 'paymentAborted' });
      }
      if (message.type !== 'charge') return send({ type: 'error', message: 'unknown message type' });
      if (timers.length > 0) return send({ type: 'error', message: 'a charge is already in progress' });
      const problem = chargeProblem(message);
      if (problem) return send({ type: 'error', message: problem });
      const charge = message as unknown as PinpadCharge;
      charges.push(charge);
      const outcome = script.shift() ?? defaultOutcome;
      log(
        `charge ${money(charge.valueInCents)} ${charge.paymentType} ×${charge.numberOfInstallments} → ${outcome.result}`,
      );
      const steps = stepsFor(charge, outcome);
      if (outcome.afterMessage) steps.push({ type: 'message', text: outcome.afterMessage });
      steps.forEach((event, i) => {
        const timer = setTimeout(
          () => {
            send(event);
            if (i === steps.length - 1) timers = [];
          },
          stepMs * (i + 1),
        );
        timers.push(timer);
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        url: `ws://${options.host ?? '127.0.0.1'}:${port}`,
        charges,
        setScript: (next) => {
          script = [...next];
        },
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}
