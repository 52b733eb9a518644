import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { containsPlain, escapeLike } from '../../platform/db/plain-text.ts';
import { orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';

export type CounterCustomerRecord = {
  userId: string;
  username: string;
  phone: string | null;
  email: string | null;
  cpf: string | null;
  masterAccount: boolean;
  lastOrderAt: Date | string | null;
};

export type StaffPlaceRecord = { id: string; slug: string; name: string; photo: string | null; isOwner: boolean };

/** Queries of the counter's tools; callers pass the `inPlace` transaction (RLS) and the place filter. */
export function createStaffRepo(db: Db) {
  const lastOrderAt = sql<
    Date | string | null
  >`(select max(${orders.createdAt}) from ${orders} where ${orders.placeId} = ${placeMembers.placeId} and ${orders.userId} = ${placeMembers.userId})`;

  const repo = {
    /**
     * Customers of the place (members who are not staff) matching the search: the name (accents and
     * case ignored), 3+ digits of the phone or CPF/CNPJ, the e-mail, or the characters of an
     * alphanumeric CNPJ. Latest order first, then newest member.
     */
    async searchCustomers(
      q: Queryable,
      placeId: string,
      search: { text: string; masterOnly: boolean; userId?: string },
      limit: number,
    ): Promise<CounterCustomerRecord[]> {
      const where: SQL[] = [
        eq(placeMembers.placeId, placeId),
        ...(search.userId ? [eq(placeMembers.userId, search.userId)] : []),
        eq(placeMembers.isManager, false),
        eq(placeMembers.isOwner, false),
      ];
      if (search.masterOnly) where.push(eq(users.masterAccount, true));
      const text = search.text.trim();
      if (text) {
        const any: SQL[] = [containsPlain(users.username, text), ilike(users.email, `%${escapeLike(text)}%`)];
        const digits = text.replace(/\D/g, '');
        if (digits.length >= 3) any.push(ilike(users.phone, `%${digits}%`));
        const document = text.replace(/[\s.\-/]/g, '').toUpperCase();
        if (document.length >= 3 && /^[0-9A-Z]+$/.test(document)) any.push(ilike(users.cpf, `%${document}%`));
        where.push(or(...any) as SQL);
      }
      return q
        .select({
          userId: placeMembers.userId,
          username: users.username,
          phone: users.phone,
          email: users.email,
          cpf: users.cpf,
          masterAccount: users.masterAccount,
          lastOrderAt,
        })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(...where))
        .orderBy(sql`${lastOrderAt} desc nulls last`, desc(placeMembers.createdAt), desc(placeMembers.id))
        .limit(limit);
    },

    /** One customer of the place, as the search shows them (empty when not a customer here). */
    customerById(q: Queryable, placeId: string, userId: string): Promise<CounterCustomerRecord[]> {
      return repo.searchCustomers(q, placeId, { text: '', masterOnly: false, userId }, 1);
    },
    /**
     * The places where this person is manager or owner. Across places, so it runs on the platform's
     * connection (like the session lookup), always filtered by the caller's own id.
     */
    async placesRunBy(userId: string): Promise<StaffPlaceRecord[]> {
      return db
        .select({
          id: places.id,
          slug: places.slug,
          name: places.name,
          photo: places.photo,
          isOwner: placeMembers.isOwner,
        })
        .from(placeMembers)
        .innerJoin(places, eq(places.id, placeMembers.placeId))
        .where(
          and(eq(placeMembers.userId, userId), or(eq(placeMembers.isManager, true), eq(placeMembers.isOwner, true))),
        )
        .orderBy(asc(places.name));
    },
  };
  return repo;
}
export type StaffRepo = ReturnType<typeof createStaffRepo>;
