import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

export const PAYMENT_METHODS = ['credit', 'pix', 'card_machine'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];
/**
 * processing: written before the provider is called (the idempotency claim); pending: the provider
 * answered pending or did not answer (timeout); then succeeded, failed or canceled.
 */
export const PAYMENT_STATUSES = ['processing', 'pending', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number];
/** Why a charge was cancelled without the customer asking: its order ended, or its Pix expired. */
export const PAYMENT_END_REASONS = ['cancelled', 'expired'] as const;
export type PaymentEndReason = (typeof PAYMENT_END_REASONS)[number];

/**
 * One charge of an order (docs/decisions/035-payments-idempotency.md). Tenant table (RLS).
 * idempotency_key = place:order:attempt; attempt n+1 only after attempt n failed or was cancelled.
 * The partial unique index lets at most one live (processing, pending or succeeded) charge exist per
 * order, so concurrent pay calls can never charge twice even if the order lock were skipped.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: ownedBy('order_id', () => orders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    attempt: integer('attempt').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    method: text('method').$type<PaymentMethodCode>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's transaction id (null until it answers; the terminal's id for the card machine). */
    providerTransactionId: text('provider_transaction_id'),
    status: text('status').$type<PaymentStatusCode>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    /** Our saved card id, when a saved card paid. */
    cardId: uuid('card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    message: text('message'),
    /** Pix BR Code. */
    qrcode: text('qrcode'),
    /** Set with 'canceled' when the order ended (cancelled, refused, expired) or the Pix expired. */
    endReason: text('end_reason').$type<PaymentEndReason>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payment_transactions_attempt').on(t.placeId, t.orderId, t.attempt),
    unique('payment_transactions_key').on(t.idempotencyKey),
    uniqueIndex('payment_transactions_one_live')
      .on(t.placeId, t.orderId)
      .where(sql`status in ('processing', 'pending', 'succeeded')`),
    index('payment_transactions_provider').on(t.providerTransactionId),
    index('payment_transactions_place_created').on(t.placeId, t.createdAt),
  ],
);
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** Every state change of a charge, and every webhook, as it happened: append-only. Tenant table (RLS). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    transactionId: uuid('transaction_id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** created, provider_answer, timeout, webhook, void, cancel_payment, card_machine ... */
    kind: text('kind').notNull(),
    status: text('status').$type<PaymentStatusCode>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_transaction').on(t.placeId, t.transactionId, t.createdAt)],
);

/**
 * A person's saved cards (the provider keeps the card; we keep its token id and what the screens
 * show). Global per person like addresses (decision 012): a card is not a place's data.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider').notNull(),
    buyerId: text('buyer_id').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expirationMonth: text('expiration_month').notNull(),
    expirationYear: text('expiration_year').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_cards_user').on(t.userId, t.createdAt)],
);
export type PaymentCardRow = typeof paymentCards.$inferSelect;

/**
 * The places where the customer chose to use a saved card: where they saved it and every place
 * where they themself (never staff acting for them) paid with it. Staff acting as the customer
 * see and charge only the cards of their own place (docs/decisions/046). Tenant table (RLS).
 */
export const paymentCardPlaces = pgTable(
  'payment_card_places',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    cardId: ownedBy('card_id', () => paymentCards.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_card_places_card').on(t.placeId, t.cardId),
    index('payment_card_places_user').on(t.placeId, t.userId),
  ],
);

/** Webhook deliveries already applied (the provider retries; each event id is applied once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
