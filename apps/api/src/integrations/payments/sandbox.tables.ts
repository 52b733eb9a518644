import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../platform/db/columns.ts';

// The sandbox payments provider's own records (a stand-in for Zoop's side, not a place's data: no
// RLS, like the SMS outbox). Never holds a full card number or a CVC: tokenisation keeps the brand,
// the first and last four digits, expiry, holder and the test behaviour the number selects.

export type SandboxBehaviour = 'approve' | 'decline' | 'timeout' | 'debit';

export const sandboxSellers = pgTable('sandbox_pay_sellers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  pixKey: text('pix_key').notNull(),
  ccEnabled: boolean('cc_enabled').notNull().default(true),
  pixEnabled: boolean('pix_enabled').notNull().default(true),
  installmentEnabled: boolean('installment_enabled').notNull().default(true),
  maxInstallments: integer('max_installments').notNull().default(1),
  status: text('status').notNull().default('active'),
});

export const sandboxBuyers = pgTable('sandbox_pay_buyers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const sandboxCardTokens = pgTable('sandbox_pay_card_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  first4: text('first4').notNull(),
  last4: text('last4').notNull(),
  expirationMonth: text('expiration_month').notNull(),
  expirationYear: text('expiration_year').notNull(),
  holderName: text('holder_name').notNull(),
  behaviour: text('behaviour').$type<SandboxBehaviour>().notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxCards = pgTable(
  'sandbox_pay_cards',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id').notNull(),
    brand: text('brand').notNull(),
    first4: text('first4').notNull(),
    last4: text('last4').notNull(),
    expirationMonth: text('expiration_month').notNull(),
    expirationYear: text('expiration_year').notNull(),
    holderName: text('holder_name').notNull(),
    behaviour: text('behaviour').$type<SandboxBehaviour>().notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_pay_cards_buyer').on(t.buyerId)],
);

export const sandboxTransactions = pgTable(
  'sandbox_pay_transactions',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id').notNull(),
    buyerId: text('buyer_id'),
    referenceId: text('reference_id').notNull(),
    /** The caller's idempotency key: the same key twice is the same transaction. */
    idempotencyKey: text('idempotency_key'),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    cardId: text('card_id'),
    behaviour: text('behaviour').$type<SandboxBehaviour>(),
    message: text('message'),
    qrcode: text('qrcode'),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    /** Split instructions as received (decision 126): recipient seller and cents. */
    splitRules: jsonb('split_rules').$type<{ recipient: string; amountCents: number }[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sandbox_pay_transactions_key').on(t.sellerId, t.idempotencyKey),
    index('sandbox_pay_transactions_created').on(t.createdAt),
  ],
);
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
