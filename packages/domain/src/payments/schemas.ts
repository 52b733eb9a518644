import { z } from 'zod';
import { boundedCents, boundedInt, ORDER_TOTAL_MAX_CENTS, wholeNumberMessage } from '../shared/bounds.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { holderCpfDigits, validateHolderCpf } from './card-rules.ts';

// The payments service calls of spec 1 §7, served at /api/payments/<path>. Card data never reaches
// these calls: the browser tokenises the card at the provider (Zoop, or our sandbox at
// /sandbox/zoop/v1/marketplaces/{marketplace_id}/cards/tokens) and sends only the token or a card id.
// Amounts are never taken from the client: a charge is priced from the order named by reference_id.

/** Provider ids (Zoop ids are 32 hex characters; ours are uuids). */
const ProviderId = plainText(64).min(1);
const OrderId = z.string().uuid();

/** Transaction states as Zoop names them (the subset we produce). */
export const TransactionStatus = z.enum(['pending', 'succeeded', 'failed', 'canceled']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const PaymentMethod = z.enum(['credit', 'pix', 'card_machine']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A transaction as answered by every transaction call (spec 1 §3 "Transaction" and "Payment result"). */
export const Transaction = z.object({
  transaction_id: z.string(),
  /** Our order id. */
  reference_id: z.string(),
  status: TransactionStatus,
  payment_method: PaymentMethod,
  /** Reais (the order total, computed on the server). */
  amount: z.number(),
  number_installments: z.number().int(),
  /** The provider's or our message for a decline or a pending charge; null when none. */
  message: z.string().nullable(),
  /** Pix: the BR Code 'copia e cola' payload. */
  qrcode: z.string().nullable(),
  /** Pix: the QR image as a data:image/png;base64 URL (only on the qrcode call). */
  imagemQrcode: z.string().nullable(),
  /**
   * Why a 'canceled' charge ended without the customer asking: 'cancelled' (its order was cancelled,
   * refused or voided by staff) or 'expired' (the order or the Pix expired); null otherwise.
   */
  end_reason: z.enum(['cancelled', 'expired']).nullable(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;
export const TransactionResponse = z.object({ transaction: Transaction });

// POST buyers (name, user_id): the user's buyer at the provider; answers the existing one when present.
export const CreateBuyerBody = z.object({
  name: plainText(120).optional(),
  /** Ignored: the buyer is always the caller's own. */
  user_id: plainText(64).optional(),
});
export const BuyerResponse = z.object({ buyer: z.object({ id: z.string(), name: z.string() }) });

/** A saved card (spec 1 §3 "Card"). */
export const Card = z.object({
  _id: z.string(),
  description: z.string(),
  last4_digits: z.string(),
  card_brand: z.string(),
  expiration_month: z.string(),
  expiration_year: z.string(),
  holder_name: z.string(),
});
export type Card = z.infer<typeof Card>;

// POST cards/buyer (token, buyer_id, description, owner_taxpayer_id): associates a tokenised card.
export const AssociateCardBody = z.object({
  /** The card token from the tokenisation call. */
  token: ProviderId,
  /** Optional: the caller's buyer id (created on first use when absent). */
  buyer_id: ProviderId.optional(),
  description: plainText(60).min(1),
  /** Holder CPF, 10 to 11 digits (spec 1 §5) and a valid CPF; stored as 11 digits. */
  owner_taxpayer_id: checked(z.string().max(20), validateHolderCpf).transform(holderCpfDigits),
});
export const CardResponse = z.object({ card: Card });

// GET cards/buyer/{buyerId}; DELETE cards/buyer/{buyerId}/{cardId}.
export const ListCardsBody = z.object({ buyerId: ProviderId });
export const CardsResponse = z.object({ cards: z.array(Card) });
export const DeleteCardBody = z.object({ buyerId: ProviderId, cardId: ProviderId });
export const DeletedResponse = z.object({ deleted: z.literal(true) });

// GET cards/token-credentials (marketplace_id, zpk): what the browser needs to tokenise a card.
export const TokenCredentialsBody = z.object({});
export const TokenCredentialsResponse = z.object({
  marketplace_id: z.string(),
  /** Publishable key: basic-auth user of the tokenisation call (no password). */
  zpk: z.string(),
  /** Absolute (Zoop) or same-origin (sandbox) URL the browser POSTs the card to. */
  tokenize_url: z.string(),
  provider: z.enum(['sandbox', 'zoop']),
});

const installmentsMessage = wholeNumberMessage('fieldInstallments', 1, 12);
const Installments = z.coerce
  .number({ error: installmentsMessage })
  .int(installmentsMessage)
  .min(1, installmentsMessage)
  .max(12, installmentsMessage);

// POST transactions/buyer: charge a saved card for an order.
export const ChargeCardBody = z.object({
  description: plainText(120).optional(),
  seller_id: ProviderId.optional(),
  buyer_id: ProviderId.optional(),
  /** The order id. */
  reference_id: OrderId,
  number_installments: Installments.default(1),
  card_id: ProviderId,
});
// POST transactions/v2/card-token: charge a card token (not saved) for an order.
export const ChargeTokenBody = ChargeCardBody.omit({ card_id: true }).extend({ token: ProviderId });
// POST transactions/v2/pix: a Pix charge for an order; answers transaction_id and the BR Code.
export const PixBody = z.object({
  description: plainText(120).optional(),
  seller_id: ProviderId.optional(),
  buyer_id: ProviderId.optional(),
  reference_id: OrderId,
});

// GET transactions/{id}; GET transactions/{id}/qrcode.
export const TransactionIdBody = z.object({ id: ProviderId });
// POST transactions/v2/void (transaction_id, seller_id).
export const VoidBody = z.object({ transaction_id: ProviderId, seller_id: ProviderId.optional() });

// GET sellers/{id}: the place's seller payment settings (spec 1 §3 "Seller payment settings").
export const SellerBody = z.object({ id: ProviderId });
export const SellerResponse = z.object({
  seller: z.object({
    zoop_seller_id: z.string(),
    cc_enabled: z.boolean(),
    status: z.enum(['active', 'enabled', 'pending', 'disabled']),
    pix_enabled: z.boolean(),
    installment_enabled: z.boolean(),
    max_installments: z.number().int(),
  }),
});

// POST cancelpayment (id, obs, reason): the storefront's cancelPayment after a failed finish.
export const CancelPaymentBody = z.object({
  /** The order id. */
  id: OrderId,
  obs: plainText(500).optional(),
  /** 'Erro de pagamento' for the card machine (spec 1 §4). */
  reason: plainText(120).optional(),
});
export const CancelPaymentResponse = z.object({ transactions: z.array(Transaction) });

// POST cardmachine/result: the pin pad's result reported by the staff's browser (idempotent).
export const CardMachineResultBody = z.object({
  order_id: OrderId,
  result: z.enum(['paymentSuccessful', 'paymentFailed', 'paymentAborted']),
  paymentType: z.enum(['debit', 'credit']),
  /** 0 for debit. */
  numberOfInstallments: boundedInt('fieldInstallments', 0, 12),
  /** What the terminal charged; must equal the order total × 100. */
  valueInCents: boundedCents('fieldAmountCharged', 0, ORDER_TOTAL_MAX_CENTS),
  /** The terminal's transaction id; the same id reported twice is one payment. */
  terminal_transaction_id: plainText(64).min(1),
  /** The terminal's own message, kept with the history. */
  message: plainText(200).optional(),
});

// Order payment state, for screens that need it (the Pix guard, 'Ver pix').
export const OrderPaymentStateBody = z.object({ order_id: OrderId });
export const OrderPaymentStateResponse = z.object({
  /** The latest transaction of the order, if any. */
  transaction: Transaction.nullable(),
  paid: z.boolean(),
});

/** Sandbox tokenisation (served at /sandbox/zoop/v1/marketplaces/{id}/cards/tokens, not under /api). */
export const TokenizeCardBody = z.object({
  holder_name: z.string().min(1).max(60),
  card_number: z.string().regex(/^\d{12,19}$/),
  security_code: z.string().regex(/^\d{3,4}$/),
  expiration_month: z.string().regex(/^(0?[1-9]|1[0-2])$/),
  expiration_year: z.string().regex(/^(\d{2}|\d{4})$/),
});
export const TokenizeCardResponse = z.object({
  id: z.string(),
  type: z.literal('card'),
  used: z.boolean(),
  card: z.object({
    id: z.string(),
    card_brand: z.string(),
    first4_digits: z.string(),
    last4_digits: z.string(),
    expiration_month: z.string(),
    expiration_year: z.string(),
    holder_name: z.string(),
  }),
});

/** The webhook body (POST /api/payments/webhook), shaped like Zoop's event. */
export const WebhookEvent = z.object({
  id: z.string().max(64),
  type: z.enum(['transaction.succeeded', 'transaction.failed', 'transaction.canceled']),
  payload: z.object({
    object: z.object({
      id: z.string().max(64),
      status: TransactionStatus,
      reference_id: z.string().max(64).optional(),
      /** We send metadata.payment_id (our charge id) with every charge. */
      metadata: z.record(z.string().max(64), z.string().max(200)).optional(),
    }),
  }),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;
