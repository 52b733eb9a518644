import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { containsPlain } from '../../platform/db/plain-text.ts';
import { cashbackEntries } from '../cashback/cashback.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import { customerAudit } from './customers.tables.ts';

/** Back-office customer queries; callers pass the `inPlace` transaction (RLS) and the place filter. */
export function createCustomersRepo() {
  const ordersCount = sql<number>`(select count(*)::int from ${orders} where ${orders.placeId} = ${placeMembers.placeId} and ${orders.userId} = ${placeMembers.userId})`;
  const lastOrderAt = sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${orders.placeId} = ${placeMembers.placeId} and ${orders.userId} = ${placeMembers.userId})`;
  const summary = {
    member: placeMembers,
    username: users.username,
    phone: users.phone,
    email: users.email,
    cpf: users.cpf,
    birthdate: users.birthdate,
    ordersCount,
    lastOrderAt,
  };

  return {
    /** Customers (members who are not staff), searched by name (accents and case ignored) or phone digits. */
    async list(q: Queryable, placeId: string, search: string, limit: number, offset: number) {
      const where: SQL[] = [
        eq(placeMembers.placeId, placeId),
        eq(placeMembers.isManager, false),
        eq(placeMembers.isOwner, false),
      ];
      const text = search.trim();
      if (text) {
        const digits = text.replace(/\D/g, '');
        const byName = containsPlain(users.username, text);
        where.push(digits.length >= 3 ? (or(byName, ilike(users.phone, `%${digits}%`)) as SQL) : byName);
      }
      return q
        .select(summary)
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(...where))
        .orderBy(sql`${lastOrderAt} desc nulls last`, desc(placeMembers.createdAt), desc(placeMembers.id))
        .limit(limit)
        .offset(offset);
    },

    async find(q: Queryable, placeId: string, userId: string, opts: { forUpdate?: boolean } = {}) {
      const query = q
        .select(summary)
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for('update', { of: placeMembers }) : query);
      return row ?? null;
    },

    async setFlags(q: Queryable, memberId: string, values: { blocked?: boolean; blockAppPayment?: boolean }) {
      await q.update(placeMembers).set(values).where(eq(placeMembers.id, memberId));
    },

    async orders(q: Queryable, placeId: string, userId: string, limit: number) {
      return q
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          totalCents: orders.totalCents,
          deliveryType: orders.deliveryType,
          pickup: orders.pickup,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.userId, userId)))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit);
    },

    async statement(q: Queryable, placeId: string, userId: string, limit: number) {
      return q
        .select()
        .from(cashbackEntries)
        .where(and(eq(cashbackEntries.placeId, placeId), eq(cashbackEntries.userId, userId)))
        .orderBy(desc(cashbackEntries.createdAt), desc(cashbackEntries.id))
        .limit(limit);
    },

    async audit(q: Queryable, placeId: string, userId: string, limit: number) {
      return q
        .select()
        .from(customerAudit)
        .where(and(eq(customerAudit.placeId, placeId), eq(customerAudit.userId, userId)))
        .orderBy(desc(customerAudit.createdAt), desc(customerAudit.id))
        .limit(limit);
    },

    async addAudit(q: Queryable, values: typeof customerAudit.$inferInsert) {
      const [row] = await q.insert(customerAudit).values(values).returning();
      if (!row) throw new Error('audit insert returned nothing');
      return row;
    },

    async userName(q: Queryable, userId: string): Promise<string | null> {
      const [row] = await q.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.username ?? null;
    },
  };
}
export type CustomersRepo = ReturnType<typeof createCustomersRepo>;
