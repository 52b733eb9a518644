// The payments service port (spec 1 §7): what our server asks of the payment provider. Two adapters:
// zoop.ts (Zoop's public HTTP API) and sandbox.ts (in-process, state in the database; the default).
// Amounts are integer cents. Card data never passes here: only tokens and card ids.

export type ProviderStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export type ProviderTransaction = {
  id: string;
  status: ProviderStatus;
  amountCents: number;
  installments: number;
  referenceId: string;
  /** Decline reason or provider note. */
  message: string | null;
  /** Pix: the BR Code payload. */
  qrcode: string | null;
  metadata: Record<string, string>;
  /** The split the provider recorded for the charge (empty when none). */
  split?: SplitInstruction[];
};

export type ProviderCard = {
  id: string;
  brand: string;
  first4: string;
  last4: string;
  expirationMonth: string;
  expirationYear: string;
  holderName: string;
};

export type ProviderSeller = {
  id: string;
  status: 'active' | 'enabled' | 'pending' | 'disabled';
  ccEnabled: boolean;
  pixEnabled: boolean;
  installmentEnabled: boolean;
  maxInstallments: number;
};

/**
 * One recipient's share of a charge (decision 126; Zoop's split_rules): `recipient` is a seller of
 * the same marketplace at the provider, `amountCents` what it receives; the rest stays with the
 * charge's seller, who is liable and pays the processing fee.
 */
export type SplitInstruction = { recipient: string; amountCents: number };

export type ChargeRequest = {
  sellerId: string;
  buyerId: string | null;
  /** A saved card at the provider, or a one-time card token: exactly one. */
  cardId?: string;
  token?: string;
  amountCents: number;
  installments: number;
  /** Our order id. */
  referenceId: string;
  description: string;
  /** Same key twice → the same transaction at the provider (retries never charge twice). */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** The shares other sellers receive of this charge (clinic split rules); none when absent. */
  split?: SplitInstruction[];
};

export type PixRequest = Omit<ChargeRequest, 'cardId' | 'token' | 'installments'> & {
  /** Shown in the payer's bank app (merchant name, ≤ 25) and city (≤ 15). */
  merchantName: string;
  merchantCity: string;
};

/** The provider refused (HTTP 402 at Zoop): `message` is shown to the user as it is. */
export class ProviderDeclined extends Error {
  readonly kind: 'declined' | 'card_invalid' | 'card_error';
  readonly transaction: ProviderTransaction | null;
  constructor(
    message: string,
    kind: ProviderDeclined['kind'] = 'declined',
    transaction: ProviderTransaction | null = null,
  ) {
    super(message);
    this.name = 'ProviderDeclined';
    this.kind = kind;
    this.transaction = transaction;
  }
}

/** No answer in time: the charge may or may not exist; a webhook (or a later read) settles it. */
export class ProviderTimeout extends Error {
  constructor(message = 'payments provider timed out') {
    super(message);
    this.name = 'ProviderTimeout';
  }
}

/** Any other provider failure (HTTP 4xx/5xx other than 402, network error). */
export class ProviderError extends Error {
  readonly status: number;
  constructor(message: string, status = 502) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

export type TokenCredentials = { marketplaceId: string; publishableKey: string; tokenizeUrl: string };

export type PaymentsPort = {
  readonly name: 'sandbox' | 'zoop';
  tokenCredentials(): TokenCredentials;
  createBuyer(args: { name: string; userId: string }): Promise<{ id: string }>;
  associateCard(args: {
    token: string;
    buyerId: string;
    description: string;
    taxpayerId: string;
  }): Promise<ProviderCard>;
  deleteCard(args: { buyerId: string; cardId: string }): Promise<void>;
  charge(request: ChargeRequest): Promise<ProviderTransaction>;
  createPix(request: PixRequest): Promise<ProviderTransaction>;
  getTransaction(id: string): Promise<ProviderTransaction>;
  voidTransaction(args: { id: string; sellerId: string; amountCents: number }): Promise<ProviderTransaction>;
  getSeller(id: string): Promise<ProviderSeller>;
};

/** What the provider says of a seller id: it knows it, it does not, or it could not be asked. */
export type SellerCheck = 'verified' | 'unknown' | 'unreachable';

/**
 * Asks the provider about a seller before a place may use it (decision 046): only a seller the
 * provider knows, under our marketplace, ever receives a place's charges.
 */
export async function checkSeller(port: Pick<PaymentsPort, 'getSeller'>, id: string): Promise<SellerCheck> {
  try {
    const seller = await port.getSeller(id);
    return seller.id === id ? 'verified' : 'unknown';
  } catch (error) {
    if (error instanceof ProviderError && error.status >= 400 && error.status < 500) return 'unknown';
    return 'unreachable';
  }
}
