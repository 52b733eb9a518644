import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { socialTickets, userIdentities } from './social.tables.ts';

export type SocialTicketRecord = typeof socialTickets.$inferSelect;
type Provider = SocialTicketRecord['provider'];

export function createSocialRepo() {
  return {
    async findIdentity(q: Queryable, provider: Provider, subject: string) {
      const [row] = await q
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row ?? null;
    },
    /** False when the identity already belongs to someone (the unique key decides under a race). */
    async linkIdentity(q: Queryable, values: typeof userIdentities.$inferInsert): Promise<boolean> {
      const rows = await q
        .insert(userIdentities)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: userIdentities.id });
      return rows.length === 1;
    },
    async insertTicket(q: Queryable, values: typeof socialTickets.$inferInsert) {
      await q.delete(socialTickets).where(lt(socialTickets.expiresAt, sql`now() - interval '1 day'`));
      await q.insert(socialTickets).values(values);
    },
    /** Marks the ticket used and answers it; null when unknown, used or expired. */
    async takeTicket(q: Queryable, tokenHash: string): Promise<SocialTicketRecord | null> {
      const [row] = await q
        .update(socialTickets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(socialTickets.tokenHash, tokenHash),
            isNull(socialTickets.usedAt),
            gt(socialTickets.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type SocialRepo = ReturnType<typeof createSocialRepo>;
