import { normalizeForSearch } from '@app/domain/addresses/rules';
import { and, desc, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { escapeLike, plainText } from '../../platform/db/plain-text.ts';
import { serviceSuppliers } from '../scheduling/scheduling.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';

export type SalesmanRecord = { code: string; name: string; supplier: boolean };
export type IndicationRecord = {
  userId: string;
  username: string;
  referredBy: string;
  since: Date;
  orders: number;
};

/** Referrers and the people they referred at one place (decision 118); callers pass `inPlace`'s transaction. */
export function createIndicationsRepo() {
  const plainName = plainText;
  return {
    /** The person whose referral code `code` is (exact, any case) and the professionals it names. */
    async searchSalesmen(q: Queryable, placeId: string, code: string, limit: number): Promise<SalesmanRecord[]> {
      const upper = code.trim().toUpperCase();
      const byCode = await q
        .select({ code: placeMembers.shareCupom, name: users.username })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), eq(sql`upper(${placeMembers.shareCupom})`, upper)))
        .limit(1);
      const text = normalizeForSearch(code.trim());
      const match: SQL[] = [eq(serviceSuppliers.supplierId, code.trim())];
      if (text.length >= 3) match.push(sql`${plainName(serviceSuppliers.name)} like ${`%${escapeLike(text)}%`}`);
      const suppliers = await q
        .select({ code: serviceSuppliers.supplierId, name: serviceSuppliers.name })
        .from(serviceSuppliers)
        .where(and(eq(serviceSuppliers.placeId, placeId), eq(serviceSuppliers.active, true), or(...match)))
        .orderBy(serviceSuppliers.name)
        .limit(limit);
      return [
        ...byCode.map((r) => ({ code: r.code ?? upper, name: r.name, supplier: false })),
        ...suppliers.map((r) => ({ ...r, supplier: true })),
      ].slice(0, limit);
    },
    /** Customers of the place with a referrer, newest member first. */
    async listIndications(
      q: Queryable,
      placeId: string,
      range: { from: Date | null; to: Date | null },
      limit: number,
    ): Promise<IndicationRecord[]> {
      const where: SQL[] = [eq(placeMembers.placeId, placeId), isNotNull(placeMembers.referredBy)];
      if (range.from) where.push(gte(placeMembers.createdAt, range.from));
      if (range.to) where.push(lt(placeMembers.createdAt, range.to));
      const rows = await q
        .select({
          userId: placeMembers.userId,
          username: users.username,
          referredBy: placeMembers.referredBy,
          since: placeMembers.createdAt,
          orders: placeMembers.orderCount,
        })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(...where))
        .orderBy(desc(placeMembers.createdAt), desc(placeMembers.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, referredBy: r.referredBy ?? '' }));
    },
    /** Names of the referrers behind these codes: people's referral codes, then professionals' ids. */
    async referrerNames(q: Queryable, placeId: string, codes: string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      if (codes.length === 0) return names;
      const upper = codes.map((c) => c.trim().toUpperCase());
      const people = await q
        .select({ code: placeMembers.shareCupom, name: users.username })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), inArray(sql`upper(${placeMembers.shareCupom})`, upper)));
      const suppliers = await q
        .select({ code: serviceSuppliers.supplierId, name: serviceSuppliers.name })
        .from(serviceSuppliers)
        .where(and(eq(serviceSuppliers.placeId, placeId), inArray(serviceSuppliers.supplierId, codes)));
      for (const s of suppliers) names.set(s.code, s.name);
      for (const p of people) if (p.code) names.set(p.code.toUpperCase(), p.name);
      return names;
    },
  };
}
export type IndicationsRepo = ReturnType<typeof createIndicationsRepo>;
