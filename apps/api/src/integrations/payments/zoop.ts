import {
  type ChargeRequest,
  type PaymentsPort,
  type PixRequest,
  type ProviderCard,
  ProviderDeclined,
  ProviderError,
  type ProviderSeller,
  type ProviderStatus,
  ProviderTimeout,
  type ProviderTransaction,
} from './port.ts';

// Zoop's public API (https://docs.zoop.co/reference): every call under
// {baseUrl}/v1/marketplaces/{marketplaceId}/..., authenticated by HTTP basic auth with the
// marketplace's secret API key as the user and an empty password. Amounts are integer cents.
// HTTP 402 carries { error: { message } } and that message is shown to the user (spec 1 §7).

export type ZoopConfig = {
  baseUrl: string;
  marketplaceId: string;
  apiKey: string;
  publishableKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

type ZoopTransaction = {
  id: string;
  status: string;
  amount: number | string;
  reference_id?: string | null;
  installment_plan?: { number_installments?: number | string } | null;
  metadata?: Record<string, string> | null;
  error?: { message?: string } | null;
  payment_method?: { qr_code?: { emv?: string } | null } | null;
  pix?: { qr_code?: { emv?: string } | null } | null;
};

const STATUS: Record<string, ProviderStatus> = {
  pending: 'pending',
  new: 'pending',
  pre_authorized: 'pending',
  succeeded: 'succeeded',
  paid: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
  reversed: 'canceled',
  refunded: 'canceled',
  charged_back: 'canceled',
};

/** Zoop answers amounts in reais as strings ("12.50") in reads and takes cents in writes. */
function amountToCents(amount: number | string): number {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return typeof amount === 'string' && amount.includes('.') ? Math.round(n * 100) : Math.round(n);
}

export function toProviderTransaction(t: ZoopTransaction): ProviderTransaction {
  return {
    id: t.id,
    status: STATUS[t.status] ?? 'pending',
    amountCents: amountToCents(t.amount),
    installments: Number(t.installment_plan?.number_installments ?? 1),
    referenceId: t.reference_id ?? '',
    message: t.error?.message ?? null,
    qrcode: t.payment_method?.qr_code?.emv ?? t.pix?.qr_code?.emv ?? null,
    metadata: t.metadata ?? {},
  };
}

export function createZoopPayments(config: ZoopConfig): PaymentsPort {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const base = `${config.baseUrl.replace(/\/$/, '')}/v1/marketplaces/${encodeURIComponent(config.marketplaceId)}`;
  const auth = `Basic ${Buffer.from(`${config.apiKey}:`).toString('base64')}`;

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderTimeout();
      // Connection refused, reset...: the request may or may not have arrived.
      throw new ProviderError('O serviço de pagamento está indisponível.', 503);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (response.ok) return json as T;
    const message = (json as { error?: { message?: string } } | null)?.error?.message;
    if (response.status === 402) {
      const transaction = (json as { error?: { transaction?: ZoopTransaction } } | null)?.error?.transaction;
      throw new ProviderDeclined(
        message || 'Pagamento recusado.',
        'declined',
        transaction ? toProviderTransaction(transaction) : null,
      );
    }
    throw new ProviderError(message || `Zoop HTTP ${response.status}`, response.status);
  }

  const idempotency = (key: string) => ({ 'idempotency-key': key });

  /** A new transaction on the seller's behalf: the fields a card charge and a Pix share, then the method's own. */
  const createTransaction = (
    r: Omit<ChargeRequest, 'cardId' | 'token' | 'installments'>,
    paymentType: 'credit' | 'pix',
    own: Record<string, unknown>,
  ) =>
    request<ZoopTransaction>(
      'POST',
      '/transactions',
      {
        amount: r.amountCents,
        currency: 'BRL',
        description: r.description.slice(0, 255),
        payment_type: paymentType,
        on_behalf_of: r.sellerId,
        ...(r.buyerId ? { customer: r.buyerId } : {}),
        reference_id: r.referenceId,
        metadata: r.metadata,
        // Zoop split rules: each recipient seller's fixed share; the charge's seller is liable.
        ...(r.split && r.split.length > 0
          ? {
              split_rules: r.split.map((x) => ({
                recipient: x.recipient,
                amount: x.amountCents,
                liable: false,
                charge_processing_fee: false,
              })),
            }
          : {}),
        ...own,
      },
      idempotency(r.idempotencyKey),
    );

  return {
    name: 'zoop',

    tokenCredentials() {
      return {
        marketplaceId: config.marketplaceId,
        publishableKey: config.publishableKey,
        tokenizeUrl: `${base}/cards/tokens`,
      };
    },

    async createBuyer({ name, userId }) {
      const [first, ...rest] = name.trim().split(/\s+/);
      const buyer = await request<{ id: string }>('POST', '/buyers', {
        first_name: first || 'Cliente',
        last_name: rest.join(' '),
        metadata: { user_id: userId },
      });
      return { id: buyer.id };
    },

    async associateCard({ token, buyerId }): Promise<ProviderCard> {
      const card = await request<{
        id: string;
        card_brand: string;
        first4_digits: string;
        last4_digits: string;
        expiration_month: string;
        expiration_year: string;
        holder_name: string;
      }>('POST', '/cards', { token, customer: buyerId });
      return {
        id: card.id,
        brand: card.card_brand,
        first4: card.first4_digits,
        last4: card.last4_digits,
        expirationMonth: String(card.expiration_month).padStart(2, '0'),
        expirationYear: String(card.expiration_year),
        holderName: card.holder_name,
      };
    },

    async deleteCard({ cardId }) {
      await request('DELETE', `/cards/${encodeURIComponent(cardId)}`);
    },

    async charge(r: ChargeRequest) {
      const t = await createTransaction(r, 'credit', {
        source: {
          usage: 'single_use',
          type: 'card',
          card: { id: r.cardId || r.token },
          amount: r.amountCents,
          currency: 'BRL',
        },
        installment_plan: { mode: 'interest_free', number_installments: r.installments },
      });
      const result = toProviderTransaction(t);
      if (result.status === 'failed')
        throw new ProviderDeclined(result.message || 'Pagamento recusado.', 'declined', result);
      return result;
    },

    async createPix(r: PixRequest) {
      return toProviderTransaction(await createTransaction(r, 'pix', {}));
    },

    async getTransaction(id) {
      return toProviderTransaction(await request<ZoopTransaction>('GET', `/transactions/${encodeURIComponent(id)}`));
    },

    async voidTransaction({ id, sellerId, amountCents }) {
      return toProviderTransaction(
        await request<ZoopTransaction>('POST', `/transactions/${encodeURIComponent(id)}/void`, {
          amount: amountCents,
          on_behalf_of: sellerId,
        }),
      );
    },

    async getSeller(id): Promise<ProviderSeller> {
      const s = await request<{
        id: string;
        status: string;
        metadata?: Record<string, string> | null;
      }>('GET', `/sellers/${encodeURIComponent(id)}`);
      // Zoop's seller has no payment settings of its own: the marketplace keeps them in the
      // seller's metadata (cc_enabled, pix_enabled, installment_enabled, max_installments).
      const m = s.metadata ?? {};
      const flag = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === 'true');
      const status = (['active', 'enabled', 'pending', 'disabled'] as const).find((x) => x === s.status) ?? 'pending';
      return {
        id: s.id,
        status,
        ccEnabled: flag(m.cc_enabled, true),
        pixEnabled: flag(m.pix_enabled, false),
        installmentEnabled: flag(m.installment_enabled, false),
        maxInstallments: Math.max(1, Math.min(12, Number(m.max_installments ?? 1) || 1)),
      };
    },
  };
}
