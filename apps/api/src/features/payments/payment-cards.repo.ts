import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import { type PaymentCardRow, paymentCardPlaces, paymentCards } from './payments.tables.ts';

/**
 * Saved cards and the person's buyer id at the payments provider: the card part of the payments
 * repository (createPaymentsRepo spreads it in, so services see one repo).
 */
export function createPaymentCardsRepo() {
  const repo = {
    async buyerId(q: Queryable, userId: string): Promise<string | null> {
      const [row] = await q.select({ id: users.paymentsBuyerId }).from(users).where(eq(users.id, userId));
      return row?.id ?? null;
    },

    /** Sets the buyer id once; answers the one that won when two requests raced. */
    async setBuyerId(q: Queryable, userId: string, buyerId: string): Promise<string> {
      await q
        .update(users)
        .set({ paymentsBuyerId: buyerId })
        .where(and(eq(users.id, userId), isNull(users.paymentsBuyerId)));
      return (await repo.buyerId(q, userId)) ?? buyerId;
    },

    async cards(q: Queryable, userId: string, provider: string): Promise<PaymentCardRow[]> {
      return q
        .select()
        .from(paymentCards)
        .where(
          and(eq(paymentCards.userId, userId), eq(paymentCards.provider, provider), isNull(paymentCards.deletedAt)),
        )
        .orderBy(desc(paymentCards.createdAt));
    },

    async card(q: Queryable, userId: string, id: string): Promise<PaymentCardRow | null> {
      const [row] = await q
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.userId, userId), eq(paymentCards.id, id), isNull(paymentCards.deletedAt)));
      return row ?? null;
    },

    /** The person's cards they chose to use at the place (payment_card_places; call inside `inPlace`). */
    async cardsAt(q: Queryable, placeId: string, userId: string, provider: string): Promise<PaymentCardRow[]> {
      const rows = await q
        .select({ card: paymentCards })
        .from(paymentCards)
        .innerJoin(
          paymentCardPlaces,
          and(eq(paymentCardPlaces.cardId, paymentCards.id), eq(paymentCardPlaces.placeId, placeId)),
        )
        .where(
          and(eq(paymentCards.userId, userId), eq(paymentCards.provider, provider), isNull(paymentCards.deletedAt)),
        )
        .orderBy(desc(paymentCards.createdAt));
      return rows.map((r) => r.card);
    },

    /** Records that the person chose to use the card at the place (idempotent; inside `inPlace`). */
    async useCardAt(q: Queryable, values: { placeId: string; cardId: string; userId: string }) {
      await q.insert(paymentCardPlaces).values(values).onConflictDoNothing();
    },

    async insertCard(q: Queryable, values: typeof paymentCards.$inferInsert) {
      const [row] = await q.insert(paymentCards).values(values).returning();
      if (!row) throw new Error('card not inserted');
      return row;
    },

    async deleteCard(q: Queryable, userId: string, id: string) {
      const rows = await q
        .update(paymentCards)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(paymentCards.userId, userId), eq(paymentCards.id, id), isNull(paymentCards.deletedAt)))
        .returning({ id: paymentCards.id });
      return rows.length > 0;
    },
  };
  return repo;
}
