import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { matching } from '../../platform/db/where.ts';
import { type PlaceRow, places } from '../places/places.tables.ts';
import { type MemberRow, placeMembers, users } from '../users/users.tables.ts';
import {
  type CashbackCodeRow,
  type CashbackEntryRow,
  type CashbackKind,
  cashbackCodes,
  cashbackCodeUses,
  cashbackEntries,
  referralRewards,
} from './cashback.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type CashbackEntryRecord = CashbackEntryRow;
export type { CashbackKind };

export type NewEntry = {
  placeId: string;
  userId: string;
  amountCents: number;
  kind: CashbackKind;
  orderId?: string | null;
  description: string;
  expiresAt?: Date | null;
};

/** Cashback queries; callers pass the `inPlace` transaction (row-level security applies). */
export function createCashbackRepo() {
  const memberWhere = (placeId: string, userId: string) =>
    and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId));

  return {
    async findPlace(q: Queryable, placeId: string): Promise<PlaceRow | null> {
      const [row] = await q.select().from(places).where(eq(places.id, placeId)).limit(1);
      return row ?? null;
    },

    /** The membership row, locked: every balance change of this person at this place is serialised on it. */
    async lockMember(q: Queryable, placeId: string, userId: string): Promise<MemberRow> {
      await q.insert(placeMembers).values({ placeId, userId }).onConflictDoNothing();
      const [row] = await q.select().from(placeMembers).where(memberWhere(placeId, userId)).for('update').limit(1);
      if (!row) throw new Error('membership not visible after insert');
      return row;
    },
    async findMember(q: Queryable, placeId: string, userId: string): Promise<MemberRow | null> {
      const [row] = await q.select().from(placeMembers).where(memberWhere(placeId, userId)).limit(1);
      return row ?? null;
    },
    async findMemberByShareCupom(q: Queryable, placeId: string, code: string): Promise<MemberRow | null> {
      const [row] = await q
        .select()
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.shareCupom, code)))
        .limit(1);
      return row ?? null;
    },
    async setMember(q: Queryable, memberId: string, values: Partial<typeof placeMembers.$inferInsert>) {
      await q.update(placeMembers).set(values).where(eq(placeMembers.id, memberId));
    },
    async userName(q: Queryable, userId: string): Promise<string> {
      const [row] = await q.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.username ?? '';
    },

    /** Appends an entry and moves the cached balance by the same amount (call with the member locked). */
    async post(q: Queryable, entry: NewEntry): Promise<CashbackEntryRow> {
      const [row] = await q
        .insert(cashbackEntries)
        .values({ ...entry, orderId: entry.orderId ?? null, expiresAt: entry.expiresAt ?? null })
        .returning();
      if (!row) throw new Error('cashback entry insert returned nothing');
      await q
        .update(placeMembers)
        .set({ creditCents: sql`${placeMembers.creditCents} + ${entry.amountCents}` })
        .where(memberWhere(entry.placeId, entry.userId));
      return row;
    },

    /** Totals the expiry rule needs (decision 017). */
    async expiryFigures(q: Queryable, placeId: string, userId: string, now: Date) {
      const [row] = await q
        .select({
          // Lifetime sums outgrow int4 (decision 051): bigint in SQL, a JS number here.
          dueCredits:
            sql<number>`coalesce(sum(case when ${cashbackEntries.amountCents} > 0 and ${cashbackEntries.expiresAt} <= ${now} then ${cashbackEntries.amountCents} end), 0)::bigint`.mapWith(
              Number,
            ),
          debits:
            sql<number>`coalesce(sum(case when ${cashbackEntries.amountCents} < 0 then -${cashbackEntries.amountCents}::bigint end), 0)::bigint`.mapWith(
              Number,
            ),
          pending: sql<number>`count(*) filter (where ${cashbackEntries.amountCents} > 0 and ${cashbackEntries.expiresAt} <= ${now} and ${cashbackEntries.expiredAt} is null)::int`,
        })
        .from(cashbackEntries)
        .where(and(eq(cashbackEntries.placeId, placeId), eq(cashbackEntries.userId, userId)));
      return row ?? { dueCredits: 0, debits: 0, pending: 0 };
    },
    async markExpired(q: Queryable, placeId: string, userId: string, now: Date) {
      await q
        .update(cashbackEntries)
        .set({ expiredAt: now })
        .where(
          and(
            eq(cashbackEntries.placeId, placeId),
            eq(cashbackEntries.userId, userId),
            isNotNull(cashbackEntries.expiresAt),
            lte(cashbackEntries.expiresAt, now),
            isNull(cashbackEntries.expiredAt),
            sql`${cashbackEntries.amountCents} > 0`,
          ),
        );
    },
    /** People of the place with credits past their expiry not yet accounted. */
    async usersWithDueCredits(q: Queryable, placeId: string, now: Date): Promise<string[]> {
      const rows = await q
        .selectDistinct({ userId: cashbackEntries.userId })
        .from(cashbackEntries)
        .where(
          and(
            eq(cashbackEntries.placeId, placeId),
            lte(cashbackEntries.expiresAt, now),
            isNull(cashbackEntries.expiredAt),
            sql`${cashbackEntries.amountCents} > 0`,
          ),
        )
        .limit(500);
      return rows.map((r) => r.userId);
    },

    async listEntries(q: Queryable, placeId: string, userId: string, limit: number, offset: number) {
      return q
        .select()
        .from(cashbackEntries)
        .where(and(eq(cashbackEntries.placeId, placeId), eq(cashbackEntries.userId, userId)))
        .orderBy(desc(cashbackEntries.createdAt), desc(cashbackEntries.id))
        .limit(limit)
        .offset(offset);
    },
    async hasEntry(q: Queryable, placeId: string, orderId: string, kind: CashbackKind): Promise<boolean> {
      const [row] = await q
        .select({ id: cashbackEntries.id })
        .from(cashbackEntries)
        .where(matching(cashbackEntries, { placeId, orderId, kind }))
        .limit(1);
      return Boolean(row);
    },

    async lockCode(q: Queryable, placeId: string, code: string): Promise<CashbackCodeRow | null> {
      const [row] = await q
        .select()
        .from(cashbackCodes)
        .where(and(eq(cashbackCodes.placeId, placeId), eq(cashbackCodes.code, code)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async codeUsedBy(q: Queryable, codeId: string, userId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: cashbackCodeUses.id })
        .from(cashbackCodeUses)
        .where(and(eq(cashbackCodeUses.codeId, codeId), eq(cashbackCodeUses.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
    async useCode(q: Queryable, code: CashbackCodeRow, userId: string) {
      await q.insert(cashbackCodeUses).values({ placeId: code.placeId, codeId: code.id, userId });
      await q
        .update(cashbackCodes)
        .set({ uses: sql`${cashbackCodes.uses} + 1` })
        .where(eq(cashbackCodes.id, code.id));
    },
    async insertCode(q: Queryable, values: typeof cashbackCodes.$inferInsert) {
      await q.insert(cashbackCodes).values(values);
    },

    /** Records a referral reward; false when this referred person was already rewarded. */
    async claimReferral(q: Queryable, values: typeof referralRewards.$inferInsert): Promise<boolean> {
      const rows = await q
        .insert(referralRewards)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: referralRewards.id });
      return rows.length > 0;
    },
  };
}
export type CashbackRepo = ReturnType<typeof createCashbackRepo>;
