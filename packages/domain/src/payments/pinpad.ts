// The pin pad protocol (spec 1 §4 "Pin pad", §7, §8): the browser opens a websocket to the card
// terminal on the shop's computer (default ws://localhost:1337) and speaks JSON text frames.
// `npm run pinpad` (scripts/pinpad) is a simulator speaking the same messages; docs/pinpad.md
// describes them for a person writing a bridge to a real terminal.

export type PinpadPaymentType = 'debit' | 'credit';

/** Browser → terminal: charge the customer's card. */
export type PinpadCharge = {
  type: 'charge';
  marketplaceId: string;
  publishableKey: string;
  sellerId: string;
  paymentType: PinpadPaymentType;
  /** Total × 100, an integer. */
  valueInCents: number;
  /** 1 for one payment (and for debit), n for n installments. */
  numberOfInstallments: number;
  metadata: { buyer_id: string; reference_id: string; seller_id: string };
};

/** Browser → terminal: the person gave up in the browser; the terminal aborts the charge. */
export type PinpadAbort = { type: 'abort' };

/** The outcome a simulator should script for a charge (see docs/pinpad.md). */
export type PinpadOutcome = {
  result: 'approve' | 'decline' | 'abort' | 'pinTimeout';
  /** Wrong PINs typed before the result; reaching `pinAttempts` blocks the card (NO_MORE_PIN_ATTEMPTS). */
  wrongPins?: number;
  /** A text the terminal shows after the result, overriding the default texts. */
  afterMessage?: string;
};

/** Browser or test → simulator only: the outcomes of the next charges, in order. */
export type PinpadControl = { type: 'control'; script: PinpadOutcome[] };

export type PinpadRequest = PinpadCharge | PinpadAbort | PinpadControl;

export type PinError = 'WRONG_PIN' | 'TTL_EXPIRED' | 'NO_MORE_PIN_ATTEMPTS';

/** Terminal → browser. */
export type PinpadEvent =
  | { type: 'message'; text: string }
  | { type: 'pinError'; error: PinError; attempts: number }
  | {
      type: 'paymentSuccessful';
      transactionId: string;
      valueInCents: number;
      numberOfInstallments: number;
      paymentType: PinpadPaymentType;
      cardBrand: string;
      last4: string;
      metadata: PinpadCharge['metadata'];
    }
  | { type: 'paymentFailed'; reason: string }
  | { type: 'paymentAborted' }
  | { type: 'error'; message: string };

export type PinpadResultType = 'paymentSuccessful' | 'paymentFailed' | 'paymentAborted';

/** Default texts shown for a result; a message from the terminal overrides them (spec 1 §8). */
export const PINPAD_RESULT_TEXT: Readonly<Record<PinpadResultType, string>> = {
  paymentSuccessful: 'TRANSACAO APROVADA',
  paymentFailed: 'TRANSACAO FALHOU',
  paymentAborted: 'PAGAMENTO ABORTADO',
};
export const PINPAD_REMOVE_CARD_TEXT = 'RETIRE O CARTAO';

/** PIN attempts a card has before the terminal blocks it. */
export const PINPAD_PIN_ATTEMPTS = 3;

export function isResultEvent(event: PinpadEvent): event is Extract<PinpadEvent, { type: PinpadResultType }> {
  return event.type === 'paymentSuccessful' || event.type === 'paymentFailed' || event.type === 'paymentAborted';
}

/** Reais (number, as the cart carries totals) → cents for the terminal: total × 100, rounded. */
export function pinpadValueInCents(totalReais: number): number {
  return Math.round(totalReais * 100);
}

/** Installments 0 mean debit on the card machine (spec 1 §9); the terminal gets 'debit' and 1. */
export function pinpadPaymentKind(installments: number): {
  paymentType: PinpadPaymentType;
  numberOfInstallments: number;
} {
  return installments <= 0
    ? { paymentType: 'debit', numberOfInstallments: 1 }
    : { paymentType: 'credit', numberOfInstallments: Math.floor(installments) };
}

const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isCount = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

/** Why a charge message is refused, or null when it is well formed. */
export function chargeProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return 'message must be a JSON object';
  const c = value as Record<string, unknown>;
  for (const field of ['marketplaceId', 'publishableKey', 'sellerId'] as const)
    if (!isText(c[field])) return `${field} must be a non-empty string`;
  if (c.paymentType !== 'debit' && c.paymentType !== 'credit') return "paymentType must be 'debit' or 'credit'";
  if (!isCount(c.valueInCents, 10_000_000_000) || c.valueInCents === 0)
    return 'valueInCents must be a positive integer';
  if (!isCount(c.numberOfInstallments, 24) || c.numberOfInstallments === 0)
    return 'numberOfInstallments must be an integer from 1 to 24';
  if (c.paymentType === 'debit' && c.numberOfInstallments !== 1) return 'a debit charge has 1 installment';
  const m = c.metadata as Record<string, unknown> | undefined;
  if (typeof m !== 'object' || m === null) return 'metadata must be an object';
  for (const field of ['buyer_id', 'reference_id', 'seller_id'] as const)
    if (typeof m[field] !== 'string' || (m[field] as string).length > 200) return `metadata.${field} must be a string`;
  return null;
}

/** A terminal frame → event, or null when it is not one we know (ignored by the client). */
export function parsePinpadEvent(raw: string): PinpadEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const e = value as Record<string, unknown>;
  switch (e.type) {
    case 'message':
      return typeof e.text === 'string' ? { type: 'message', text: e.text } : null;
    case 'pinError':
      return (e.error === 'WRONG_PIN' || e.error === 'TTL_EXPIRED' || e.error === 'NO_MORE_PIN_ATTEMPTS') &&
        isCount(e.attempts, 99)
        ? { type: 'pinError', error: e.error, attempts: e.attempts }
        : null;
    case 'paymentSuccessful':
      return typeof e.transactionId === 'string' ? (e as PinpadEvent) : null;
    case 'paymentFailed':
      return { type: 'paymentFailed', reason: typeof e.reason === 'string' ? e.reason : '' };
    case 'paymentAborted':
      return { type: 'paymentAborted' };
    case 'error':
      return { type: 'error', message: typeof e.message === 'string' ? e.message : '' };
    default:
      return null;
  }
}
