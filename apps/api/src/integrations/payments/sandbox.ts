import { createHmac, randomBytes } from 'node:crypto';
import { buildPixPayload } from '@app/domain/payments/pix-brcode';
import type { Db } from '../../platform/db/client.ts';
import {
  type ChargeRequest,
  type PaymentsPort,
  type PixRequest,
  type ProviderCard,
  ProviderDeclined,
  ProviderError,
  type ProviderSeller,
  ProviderTimeout,
  type ProviderTransaction,
} from './port.ts';
import type { SandboxBehaviour, SandboxTransactionRecord } from './sandbox.repo.ts';
import { createSandboxRepo, type SandboxSellerValues, type SandboxTransactionValues } from './sandbox.repo.ts';

// The sandbox payments provider: Zoop's behaviour on our own tables, deterministic by card number.
// Test numbers (README "Payments sandbox"):
//   4111111111111111 / 5555555555554444 approve; 4000000000000002 declines;
//   4000000000000119 times out (the charge stays pending and settles later, by webhook);
//   4000056655665556 is a debit card (refused: only credit cards). Other Luhn-valid numbers approve.

export const SANDBOX_MARKETPLACE_ID = 'sandbox-marketplace';
export const SANDBOX_PUBLISHABLE_KEY = 'zpk_sandbox_publishable';
export const DECLINE_MESSAGE = 'Transação não autorizada pelo emissor do cartão.';
export const PIX_EXPIRED_MESSAGE = 'Pix expirado.';

const BEHAVIOUR_BY_NUMBER: Record<string, SandboxBehaviour> = {
  '4000000000000002': 'decline',
  '4000000000000119': 'timeout',
  '4000056655665556': 'debit',
};

const newId = () => randomBytes(16).toString('hex');

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Brand by prefix, named as Zoop names them. */
export function sandboxBrand(number: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number)) return 'Elo';
  if (/^(606282|3841)/.test(number)) return 'Hipercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^3(0[0-5]|[68])/.test(number)) return 'Diners Club';
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MasterCard';
  return 'Unknown';
}

export type TokenizeInput = {
  holder_name: string;
  card_number: string;
  security_code: string;
  expiration_month: string;
  expiration_year: string;
};

/** A Zoop-shaped error answer. */
export class SandboxHttpError extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
  toBody() {
    return {
      error: {
        status: this.status === 402 ? 'Payment Required' : 'Bad Request',
        status_code: this.status,
        type: this.type,
        category: this.type,
        message: this.message,
      },
    };
  }
}

export type WebhookDeliverer = (body: string, signature: string) => Promise<void>;

export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type SandboxPayments = PaymentsPort & {
  tokenize(marketplaceId: string, input: TokenizeInput): Promise<Record<string, unknown>>;
  /** Settles a pending transaction (dev page 'Liquidar Pix', or the delay) and calls our webhook. */
  settle(id: string, status?: 'succeeded' | 'failed'): Promise<SandboxTransactionRecord | null>;
  /** A pending Pix reaches its expiry unpaid (dev page 'Expirar'): canceled, and our webhook is called. */
  expire(id: string): Promise<SandboxTransactionRecord | null>;
  /** A paid charge refunded at the provider (its dashboard, a chargeback): cancelled, then the webhook. */
  refund(id: string): Promise<SandboxTransactionRecord | null>;
  list(limit?: number): Promise<SandboxTransactionRecord[]>;
  setWebhookDeliverer(deliver: WebhookDeliverer): void;
  ensureSeller(seller: SandboxSellerValues): Promise<void>;
  stop(): void;
};

function toProvider(row: SandboxTransactionRecord): ProviderTransaction {
  return {
    id: row.id,
    status: row.status as ProviderTransaction['status'],
    amountCents: row.amountCents,
    installments: row.installments,
    referenceId: row.referenceId,
    message: row.message,
    qrcode: row.qrcode,
    metadata: row.metadata ?? {},
    split: row.splitRules ?? [],
  };
}

export function createSandboxPayments(deps: {
  db: Db;
  /** Where the browser posts cards to (same origin). */
  tokenizeBase?: string;
  webhookSecret: string;
  /** A pending Pix (or timed-out card charge) settles by itself after this many ms; 0 = only on /dev/payments. */
  settleAfterMs: number;
  log?: { warn(obj: unknown, msg?: string): void };
}): SandboxPayments {
  const store = createSandboxRepo(deps.db);
  let deliver: WebhookDeliverer | null = null;
  const timers = new Set<NodeJS.Timeout>();

  function scheduleSettle(id: string) {
    if (deps.settleAfterMs <= 0) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      settle(id).catch((error) => deps.log?.warn({ err: error, id }, 'sandbox settle failed'));
    }, deps.settleAfterMs);
    timer.unref();
    timers.add(timer);
  }

  async function sendWebhook(row: SandboxTransactionRecord) {
    if (!deliver) return;
    const type =
      row.status === 'succeeded'
        ? 'transaction.succeeded'
        : row.status === 'failed'
          ? 'transaction.failed'
          : 'transaction.canceled';
    const body = JSON.stringify({
      id: `evt_${newId()}`,
      type,
      payload: {
        object: { id: row.id, status: row.status, reference_id: row.referenceId, metadata: row.metadata ?? {} },
      },
    });
    await deliver(body, signWebhook(deps.webhookSecret, body));
  }

  async function settle(id: string, status: 'succeeded' | 'failed' = 'succeeded') {
    const row = await store.settlePending(id, status, status === 'failed' ? DECLINE_MESSAGE : null);
    if (!row) return store.transaction(id);
    await sendWebhook(row);
    return row;
  }

  async function seller(id: string) {
    const row = await store.seller(id);
    if (!row) throw new ProviderError('Seller não encontrado.', 404);
    return row;
  }

  /**
   * Split instructions as Zoop takes them (decision 126): every recipient a known seller, every
   * share positive, all of them together less than the charge. Recorded with the transaction.
   */
  async function checkedSplit(request: ChargeRequest | PixRequest) {
    const split = request.split ?? [];
    for (const share of split) {
      await seller(share.recipient);
      if (!Number.isInteger(share.amountCents) || share.amountCents <= 0) {
        throw new ProviderError('Regra de divisão com valor inválido.', 400);
      }
    }
    if (split.reduce((sum, x) => sum + x.amountCents, 0) >= request.amountCents && split.length > 0) {
      throw new ProviderError('A divisão passa do valor da transação.', 400);
    }
    return split.length > 0 ? split : null;
  }

  /** The same idempotency key at the same seller answers the transaction it created. */
  const existing = store.byKey;
  const insertTx = (values: SandboxTransactionValues) => store.insertTransaction(values);

  function answer(row: SandboxTransactionRecord): ProviderTransaction {
    if (row.behaviour === 'timeout' && row.status === 'pending' && row.method === 'credit') throw new ProviderTimeout();
    if (row.status === 'failed')
      throw new ProviderDeclined(row.message ?? DECLINE_MESSAGE, 'declined', toProvider(row));
    return toProvider(row);
  }

  return {
    name: 'sandbox',

    tokenCredentials() {
      return {
        marketplaceId: SANDBOX_MARKETPLACE_ID,
        publishableKey: SANDBOX_PUBLISHABLE_KEY,
        tokenizeUrl: `${deps.tokenizeBase ?? ''}/sandbox/zoop/v1/marketplaces/${SANDBOX_MARKETPLACE_ID}/cards/tokens`,
      };
    },

    async tokenize(marketplaceId, input) {
      if (marketplaceId !== SANDBOX_MARKETPLACE_ID)
        throw new SandboxHttpError(404, 'invalid_request_error', 'Marketplace não encontrado.');
      const number = input.card_number.replace(/\D/g, '');
      if (!luhnValid(number)) throw new SandboxHttpError(400, 'invalid_request_error', 'Cartão inválido');
      const month = input.expiration_month.padStart(2, '0');
      const year = input.expiration_year.length === 2 ? `20${input.expiration_year}` : input.expiration_year;
      const now = new Date();
      const expired =
        Number(year) < now.getUTCFullYear() ||
        (Number(year) === now.getUTCFullYear() && Number(month) < now.getUTCMonth() + 1);
      if (expired) throw new SandboxHttpError(400, 'invalid_request_error', 'Cartão vencido');
      const id = newId();
      const card = {
        id,
        brand: sandboxBrand(number),
        first4: number.slice(0, 4),
        last4: number.slice(-4),
        expirationMonth: month,
        expirationYear: year,
        holderName: input.holder_name.trim().toUpperCase().slice(0, 60),
        behaviour: BEHAVIOUR_BY_NUMBER[number] ?? 'approve',
      };
      await store.insertToken(card);
      return {
        id,
        type: 'card',
        used: false,
        card: {
          id,
          card_brand: card.brand,
          first4_digits: card.first4,
          last4_digits: card.last4,
          expiration_month: card.expirationMonth,
          expiration_year: card.expirationYear,
          holder_name: card.holderName,
        },
      };
    },

    async createBuyer({ name }) {
      const id = newId();
      await store.ensureBuyer({ id, name: name.slice(0, 120) || 'Comprador' });
      return { id };
    },

    async associateCard({ token, buyerId }) {
      const tokenRow = await store.useToken(token);
      if (!tokenRow) throw new ProviderDeclined('Houve um erro ao associar um cartão', 'card_error');
      if (tokenRow.behaviour === 'debit') throw new ProviderDeclined('Cartão inválido', 'card_invalid');
      // Zoop verifies the card when it is associated: the declining test number is refused here.
      if (tokenRow.behaviour === 'decline') throw new ProviderDeclined(DECLINE_MESSAGE, 'declined');
      const card: ProviderCard = {
        id: newId(),
        brand: tokenRow.brand,
        first4: tokenRow.first4,
        last4: tokenRow.last4,
        expirationMonth: tokenRow.expirationMonth,
        expirationYear: tokenRow.expirationYear,
        holderName: tokenRow.holderName,
      };
      await store.insertCard({ ...card, buyerId, behaviour: tokenRow.behaviour });
      return card;
    },

    async deleteCard({ buyerId, cardId }) {
      await store.deleteCard(cardId, buyerId);
    },

    async charge(request: ChargeRequest) {
      // The seller, a repeat of the key and the saved card in one read (decision 224).
      const look = await store.chargeLookup(request.sellerId, request.idempotencyKey, request.cardId ?? null);
      if (look.ccEnabled === null) throw new ProviderError('Seller não encontrado.', 404);
      if (!look.ccEnabled)
        throw new ProviderDeclined('Pagamento com cartão desabilitado para este vendedor.', 'declined');
      if (look.repeated) {
        const before = await existing(request.sellerId, request.idempotencyKey);
        if (before) return answer(before);
      }
      let behaviour: SandboxBehaviour;
      let cardId: string | null = null;
      if (request.cardId) {
        const card = look.card;
        if (!card || (request.buyerId && card.buyerId !== request.buyerId)) {
          throw new ProviderDeclined('Cartão não encontrado.', 'card_error');
        }
        behaviour = card.behaviour;
        cardId = card.id;
      } else {
        const tokenRow = await store.useToken(request.token ?? '');
        if (!tokenRow) throw new ProviderDeclined('Houve um erro ao associar um cartão', 'card_error');
        behaviour = tokenRow.behaviour;
      }
      if (behaviour === 'debit') throw new ProviderDeclined('Cartão inválido', 'card_invalid');
      const splitRules = await checkedSplit(request);
      const status = behaviour === 'decline' ? 'failed' : behaviour === 'timeout' ? 'pending' : 'succeeded';
      const row = await insertTx({
        id: newId(),
        sellerId: request.sellerId,
        buyerId: request.buyerId,
        referenceId: request.referenceId,
        idempotencyKey: request.idempotencyKey,
        method: 'credit',
        status,
        amountCents: request.amountCents,
        installments: request.installments,
        cardId,
        behaviour,
        message: status === 'failed' ? DECLINE_MESSAGE : null,
        metadata: request.metadata,
        splitRules,
      });
      if (!row) throw new ProviderError('sandbox could not store the transaction');
      if (row.status === 'pending') scheduleSettle(row.id);
      return answer(row);
    },

    async createPix(request: PixRequest) {
      const s = await seller(request.sellerId);
      if (!s.pixEnabled) throw new ProviderDeclined('Pix desabilitado para este vendedor.', 'declined');
      const before = await existing(request.sellerId, request.idempotencyKey);
      if (before) return toProvider(before);
      const splitRules = await checkedSplit(request);
      const id = newId();
      const qrcode = buildPixPayload({
        key: s.pixKey,
        merchantName: request.merchantName || s.name,
        merchantCity: request.merchantCity || s.city,
        amountCents: request.amountCents,
        txid: id.slice(0, 25),
      });
      const row = await insertTx({
        id,
        sellerId: request.sellerId,
        buyerId: request.buyerId,
        referenceId: request.referenceId,
        idempotencyKey: request.idempotencyKey,
        method: 'pix',
        status: 'pending',
        amountCents: request.amountCents,
        installments: 1,
        qrcode,
        metadata: request.metadata,
        splitRules,
      });
      if (!row) throw new ProviderError('sandbox could not store the transaction');
      if (row.id === id) scheduleSettle(id);
      return toProvider(row);
    },

    async getTransaction(id) {
      const row = await store.transaction(id);
      if (!row) throw new ProviderError('Transação não encontrada.', 404);
      return toProvider(row);
    },

    async voidTransaction({ id, sellerId }) {
      const row = await store.transaction(id);
      if (!row || row.sellerId !== sellerId) throw new ProviderError('Transação não encontrada.', 404);
      if (row.status === 'canceled' || row.status === 'failed') return toProvider(row);
      const updated = await store.cancel(id);
      return toProvider(updated ?? row);
    },

    async getSeller(id): Promise<ProviderSeller> {
      const s = await seller(id);
      return {
        id: s.id,
        status: s.status as ProviderSeller['status'],
        ccEnabled: s.ccEnabled,
        pixEnabled: s.pixEnabled,
        installmentEnabled: s.installmentEnabled,
        maxInstallments: s.maxInstallments,
      };
    },

    settle,

    async expire(id) {
      const row = await store.transaction(id);
      if (row?.method !== 'pix') return row;
      const expired = await store.settlePending(id, 'canceled', PIX_EXPIRED_MESSAGE);
      if (!expired) return store.transaction(id);
      await sendWebhook(expired);
      return expired;
    },

    async refund(id) {
      const row = await store.transaction(id);
      if (row?.status !== 'succeeded') return row;
      const refunded = await store.cancel(id);
      if (refunded) await sendWebhook(refunded);
      return refunded;
    },

    async list(limit = 100) {
      return store.recent(limit);
    },

    setWebhookDeliverer(fn) {
      deliver = fn;
    },

    ensureSeller: store.ensureSeller,

    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
