import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { addresses } from '../addresses/addresses.tables.ts';
import { cashbackCodeUses, cashbackEntries, referralRewards } from '../cashback/cashback.tables.ts';
import { couponUses } from '../coupons/coupons.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { paymentCardPlaces, paymentCards, paymentTransactions } from '../payments/payments.tables.ts';
import { attendancies } from '../scheduling/scheduling.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';

export type MergeMember = {
  memberId: string;
  userId: string;
  username: string;
  isStaff: boolean;
  creditCents: number;
  orderCount: number;
  firstPurchase: boolean;
  referredBy: string | null;
};

/**
 * Merging customer accounts at one place (decision 116). Every write but the global ones (addresses,
 * cards, the master flag) runs in the caller's `inPlace` transaction, filtered by the place too.
 */
export function createMergeRepo(db: Db) {
  return {
    /** The people's memberships of the place, locked for the merge. */
    async lockMembers(q: Queryable, placeId: string, userIds: string[]): Promise<MergeMember[]> {
      return q
        .select({
          memberId: placeMembers.id,
          userId: placeMembers.userId,
          username: users.username,
          isStaff: sql<boolean>`${placeMembers.isManager} or ${placeMembers.isOwner}`,
          creditCents: placeMembers.creditCents,
          orderCount: placeMembers.orderCount,
          firstPurchase: placeMembers.firstPurchase,
          referredBy: placeMembers.referredBy,
        })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), inArray(placeMembers.userId, userIds)))
        .for('update', { of: placeMembers });
    },
    /**
     * The people (of `userIds`) who are members of some other place too. Across places, so on the
     * platform connection, filtered by these ids; only a yes/no per person leaves this function.
     */
    async membersElsewhere(placeId: string, userIds: string[]): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ userId: placeMembers.userId })
        .from(placeMembers)
        .where(and(inArray(placeMembers.userId, userIds), ne(placeMembers.placeId, placeId)));
      return new Set(rows.map((r) => r.userId));
    },
    /** Moves this place's history of `from` to `to`; answers the orders and cashback moved. */
    async moveHistory(q: Queryable, placeId: string, from: string, to: string) {
      const moved = await q
        .update(orders)
        .set({ userId: to })
        .where(and(eq(orders.placeId, placeId), eq(orders.userId, from)))
        .returning({ id: orders.id });
      // Ratings are append-only (migration 0029): they stay on their order, whoever wrote them.
      await q
        .update(paymentTransactions)
        .set({ userId: to })
        .where(and(eq(paymentTransactions.placeId, placeId), eq(paymentTransactions.userId, from)));
      await q
        .update(couponUses)
        .set({ userId: to })
        .where(and(eq(couponUses.placeId, placeId), eq(couponUses.userId, from)));
      await q
        .update(attendancies)
        .set({ userId: to })
        .where(and(eq(attendancies.placeId, placeId), eq(attendancies.userId, from)));
      const cashback = await q
        .update(cashbackEntries)
        .set({ userId: to })
        .where(and(eq(cashbackEntries.placeId, placeId), eq(cashbackEntries.userId, from)))
        .returning({ amountCents: cashbackEntries.amountCents });
      // A cashback code redeemed by both accounts stays one redemption: the main account's.
      await q
        .update(cashbackCodeUses)
        .set({ userId: to })
        .where(
          and(
            eq(cashbackCodeUses.placeId, placeId),
            eq(cashbackCodeUses.userId, from),
            sql`not exists (select 1 from cashback_code_uses other where other.user_id = ${to} and other.code_id = ${cashbackCodeUses.codeId})`,
          ),
        );
      await q
        .update(referralRewards)
        .set({ referrerId: to })
        .where(and(eq(referralRewards.placeId, placeId), eq(referralRewards.referrerId, from)));
      return { orders: moved.length, cashbackCents: cashback.reduce((sum, e) => sum + e.amountCents, 0) };
    },
    /** The cards `from` chose at this place follow the person to `to` (the card rows with them). */
    async moveCards(q: Queryable, placeId: string, from: string, to: string, global: boolean): Promise<number> {
      if (!global) return 0;
      await q
        .update(paymentCardPlaces)
        .set({ userId: to })
        .where(and(eq(paymentCardPlaces.placeId, placeId), eq(paymentCardPlaces.userId, from)));
      const cards = await q
        .update(paymentCards)
        .set({ userId: to })
        .where(and(eq(paymentCards.userId, from), sql`${paymentCards.deletedAt} is null`))
        .returning({ id: paymentCards.id });
      return cards.length;
    },
    /** A person's saved addresses (global) go to `to`, none marked default over `to`'s own. */
    async moveAddresses(q: Queryable, from: string, to: string): Promise<number> {
      const rows = await q
        .update(addresses)
        .set({ userId: to, isDefault: false })
        .where(eq(addresses.userId, from))
        .returning({ id: addresses.id });
      return rows.length;
    },
    /** The main membership takes the totals; the merged one leaves the place. */
    async foldMembers(q: Queryable, main: MergeMember, merged: MergeMember[]): Promise<void> {
      await q
        .update(placeMembers)
        .set({
          creditCents: main.creditCents + merged.reduce((s, m) => s + m.creditCents, 0),
          orderCount: main.orderCount + merged.reduce((s, m) => s + m.orderCount, 0),
          firstPurchase: main.firstPurchase || merged.some((m) => m.firstPurchase),
          referredBy: main.referredBy ?? merged.find((m) => m.referredBy)?.referredBy ?? null,
        })
        .where(eq(placeMembers.id, main.memberId));
      await q.delete(placeMembers).where(
        inArray(
          placeMembers.id,
          merged.map((m) => m.memberId),
        ),
      );
    },
    async promote(q: Queryable, userId: string): Promise<void> {
      await q.update(users).set({ masterAccount: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },
  };
}
export type MergeRepo = ReturnType<typeof createMergeRepo>;
