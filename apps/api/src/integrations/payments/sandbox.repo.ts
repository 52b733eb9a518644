import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  type SandboxBehaviour,
  type SandboxTransactionRow,
  sandboxBuyers,
  sandboxCards,
  sandboxCardTokens,
  sandboxSellers,
  sandboxTransactions,
} from './sandbox.tables.ts';

/** The record this repository hands to the sandbox provider (the row today). */
export type SandboxTransactionRecord = SandboxTransactionRow;
export type { SandboxBehaviour } from './sandbox.tables.ts';
// The sandbox provider's own storage (the provider's side of the world, not tenant data): the only
// file of the sandbox adapter that touches the database. It lives beside the adapter rather than in
// features/payments/payments.repo.ts because the adapter stands for the provider: our payments
// feature reaches these rows only through the port, as it would reach Zoop's.

export type SandboxSellerValues = typeof sandboxSellers.$inferInsert;
export type SandboxCardValues = typeof sandboxCards.$inferInsert;
export type SandboxTokenValues = typeof sandboxCardTokens.$inferInsert;
export type SandboxTransactionValues = typeof sandboxTransactions.$inferInsert;

export function createSandboxRepo(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const s = sandboxSellers;
  const t = sandboxTransactions;
  const c = sandboxCards;
  // A charge's two statements are named prepared statements: each connection parses and plans
  // them once (an unnamed statement was planned afresh on every charge).
  const chargeLookupStatement = db
    .select({
      ccEnabled: sql<boolean | null>`(select ${s.ccEnabled} from ${s} where ${s.id} = ${p('sellerId')})`,
      repeated: sql<boolean>`exists (select 1 from ${t} where ${t.sellerId} = ${p('sellerId')} and ${t.idempotencyKey} = ${p('key')})`,
      cardId: sql<string | null>`c."cardId"`,
      cardBuyerId: sql<string | null>`c."cardBuyerId"`,
      cardBehaviour: sql<SandboxBehaviour | null>`c."cardBehaviour"`,
    })
    .from(
      sql`(select 1) one left join lateral (
        select ${c.id} as "cardId", ${c.buyerId} as "cardBuyerId", ${c.behaviour} as "cardBehaviour" from ${c}
        where ${c.id} = ${p('cardId')} and ${c.deleted} = false
      ) c on true`,
    )
    .prepare('sandbox_charge_lookup');
  const insertStatement = db
    .insert(t)
    .values({
      id: p('id'),
      sellerId: p('sellerId'),
      buyerId: p('buyerId'),
      referenceId: p('referenceId'),
      idempotencyKey: p('idempotencyKey'),
      method: p('method'),
      status: p('status'),
      amountCents: p('amountCents'),
      installments: p('installments'),
      cardId: p('cardId'),
      behaviour: p('behaviour'),
      message: p('message'),
      qrcode: p('qrcode'),
      // As text cast here: the placeholder then carries JSON the same way on both drivers.
      metadata: sql`${p('metadata')}::jsonb`,
      splitRules: sql`${p('splitRules')}::jsonb`,
    })
    .onConflictDoNothing({ target: [t.sellerId, t.idempotencyKey] })
    .returning()
    .prepare('sandbox_insert_transaction');
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

  /** The same idempotency key at the same seller: the transaction it already created. */
  async function byKey(sellerId: string, key: string): Promise<SandboxTransactionRow | null> {
    const [row] = await db
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.sellerId, sellerId), eq(sandboxTransactions.idempotencyKey, key)));
    return row ?? null;
  }

  return {
    byKey,

    async transaction(id: string): Promise<SandboxTransactionRow | null> {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
      return row ?? null;
    },

    /** Inserts once per (seller, idempotency key); a repeat answers the row that exists. */
    async insertTransaction(values: SandboxTransactionValues): Promise<SandboxTransactionRow | null> {
      const [row] = await insertStatement.execute({
        id: values.id,
        sellerId: values.sellerId,
        buyerId: values.buyerId ?? null,
        referenceId: values.referenceId,
        idempotencyKey: values.idempotencyKey ?? null,
        method: values.method,
        status: values.status,
        amountCents: values.amountCents,
        installments: values.installments ?? 1,
        cardId: values.cardId ?? null,
        behaviour: values.behaviour ?? null,
        message: values.message ?? null,
        qrcode: values.qrcode ?? null,
        metadata: json(values.metadata),
        splitRules: json(values.splitRules),
      });
      return row ?? (values.idempotencyKey ? await byKey(values.sellerId, values.idempotencyKey) : null);
    },

    /** Moves a pending transaction to its final state; null when it is no longer pending. */
    async settlePending(id: string, status: 'succeeded' | 'failed' | 'canceled', message: string | null) {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status, updatedAt: new Date(), message })
        .where(and(eq(sandboxTransactions.id, id), eq(sandboxTransactions.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async cancel(id: string): Promise<SandboxTransactionRow | null> {
      const [row] = await db
        .update(sandboxTransactions)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(eq(sandboxTransactions.id, id))
        .returning();
      return row ?? null;
    },

    /** Every transaction made for one reference (an order): what was really charged. */
    async ofReference(referenceId: string): Promise<SandboxTransactionRow[]> {
      return db.select().from(sandboxTransactions).where(eq(sandboxTransactions.referenceId, referenceId));
    },
    async recent(limit: number): Promise<SandboxTransactionRow[]> {
      return db.select().from(sandboxTransactions).orderBy(desc(sandboxTransactions.createdAt)).limit(limit);
    },

    /**
     * What a card charge checks first, in one statement (decision 224): the seller's card switch
     * (null: no such seller), whether the idempotency key already made a transaction there, and the
     * saved card (not deleted) when one pays.
     */
    async chargeLookup(sellerId: string, key: string, cardId: string | null) {
      const [row] = await chargeLookupStatement.execute({ sellerId, key, cardId });
      return {
        ccEnabled: row?.ccEnabled ?? null,
        repeated: Boolean(row?.repeated),
        card:
          row?.cardId && row.cardBuyerId && row.cardBehaviour
            ? { id: row.cardId, buyerId: row.cardBuyerId, behaviour: row.cardBehaviour }
            : null,
      };
    },

    async seller(id: string) {
      const [row] = await db.select().from(sandboxSellers).where(eq(sandboxSellers.id, id));
      return row ?? null;
    },

    async ensureSeller(values: SandboxSellerValues) {
      await db.insert(sandboxSellers).values(values).onConflictDoNothing();
    },

    async ensureBuyer(values: typeof sandboxBuyers.$inferInsert) {
      await db.insert(sandboxBuyers).values(values).onConflictDoNothing();
    },

    async insertToken(values: SandboxTokenValues) {
      await db.insert(sandboxCardTokens).values(values);
    },

    /** Marks a card token used; null when unknown or already used (a token is single-use). */
    async useToken(id: string) {
      const [row] = await db
        .update(sandboxCardTokens)
        .set({ used: true })
        .where(and(eq(sandboxCardTokens.id, id), eq(sandboxCardTokens.used, false)))
        .returning();
      return row ?? null;
    },

    async insertCard(values: SandboxCardValues) {
      await db.insert(sandboxCards).values(values);
    },

    async ensureCard(values: SandboxCardValues) {
      await db.insert(sandboxCards).values(values).onConflictDoNothing();
    },

    async liveCard(id: string) {
      const [row] = await db
        .select()
        .from(sandboxCards)
        .where(and(eq(sandboxCards.id, id), eq(sandboxCards.deleted, false)));
      return row ?? null;
    },

    async deleteCard(id: string, buyerId: string) {
      await db
        .update(sandboxCards)
        .set({ deleted: true })
        .where(and(eq(sandboxCards.id, id), eq(sandboxCards.buyerId, buyerId)));
    },
  };
}
export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
