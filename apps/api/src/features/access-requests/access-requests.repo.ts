import type { AccessRequestStatusCode } from '@app/domain/access-requests/rules';
import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import { accessRequests } from './access-requests.tables.ts';

/** A request with the names its views show. */
export type AccessRequestRecord = {
  id: string;
  userId: string;
  username: string | null;
  phone: string | null;
  status: AccessRequestStatusCode;
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
};

const decider = aliasedTable(users, 'decider');
const shape = {
  id: accessRequests.id,
  userId: accessRequests.userId,
  username: users.username,
  phone: users.phone,
  status: accessRequests.status,
  message: accessRequests.message,
  createdAt: accessRequests.createdAt,
  decidedAt: accessRequests.decidedAt,
  decidedBy: decider.username,
};

export function createAccessRequestsRepo() {
  const select = (q: Queryable) =>
    q
      .select(shape)
      .from(accessRequests)
      .innerJoin(users, eq(users.id, accessRequests.userId))
      .leftJoin(decider, eq(decider.id, accessRequests.decidedByUserId));

  return {
    async ofUser(q: Queryable, placeId: string, userId: string): Promise<AccessRequestRecord | null> {
      const [row] = await select(q)
        .where(and(eq(accessRequests.placeId, placeId), eq(accessRequests.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async byId(q: Queryable, placeId: string, id: string, forUpdate = false): Promise<AccessRequestRecord | null> {
      const query = select(q)
        .where(and(eq(accessRequests.placeId, placeId), eq(accessRequests.id, id)))
        .limit(1);
      const [row] = await (forUpdate ? query.for('update', { of: accessRequests }) : query);
      return row ?? null;
    },

    /** Creates the person's request, or reopens a refused one; an approved or pending one stays. */
    async ask(q: Queryable, placeId: string, userId: string, message: string | null): Promise<void> {
      await q
        .insert(accessRequests)
        .values({ placeId, userId, status: 'pending', message })
        .onConflictDoUpdate({
          target: [accessRequests.placeId, accessRequests.userId],
          set: { status: 'pending', message, decidedAt: null, decidedByUserId: null, updatedAt: sql`now()` },
          setWhere: sql`${accessRequests.status} = 'refused'`,
        });
    },

    async list(q: Queryable, placeId: string, status: AccessRequestStatusCode, limit: number) {
      return select(q)
        .where(and(eq(accessRequests.placeId, placeId), eq(accessRequests.status, status)))
        .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id))
        .limit(limit);
    },

    async decide(
      q: Queryable,
      placeId: string,
      id: string,
      status: AccessRequestStatusCode,
      byUserId: string | null,
    ): Promise<void> {
      await q
        .update(accessRequests)
        .set({ status, decidedAt: sql`now()`, decidedByUserId: byUserId, updatedAt: sql`now()` })
        .where(and(eq(accessRequests.placeId, placeId), eq(accessRequests.id, id)));
    },
  };
}
export type AccessRequestsRepo = ReturnType<typeof createAccessRequestsRepo>;
