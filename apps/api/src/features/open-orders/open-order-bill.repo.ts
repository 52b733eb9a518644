import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { printDocuments } from '../../integrations/print/print.tables.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../orders/orders.tables.ts';
import { users } from '../users/users.tables.ts';
import { openOrderBillParts } from './open-order-bill.tables.ts';
import { openOrderPayments, openOrderRounds } from './open-orders.tables.ts';

/** A bill part with its order's state (decision 110). */
export type BillPartRecord = {
  orderId: string;
  openOrderId: string;
  number: number;
  userId: string | null;
  username: string | null;
  mode: 'equal' | 'items' | 'amount';
  parts: number | null;
  amountCents: number;
  paymentId: string | null;
  status: number;
  paymentType: number | null;
  paymentStatus: string | null;
  createdAt: Date;
};

const partColumns = {
  orderId: openOrderBillParts.orderId,
  openOrderId: openOrderBillParts.openOrderId,
  number: orders.number,
  userId: openOrderBillParts.userId,
  username: users.username,
  mode: openOrderBillParts.mode,
  parts: openOrderBillParts.parts,
  amountCents: openOrderBillParts.amountCents,
  paymentId: openOrderBillParts.paymentId,
  status: orders.status,
  paymentType: orders.paymentType,
  paymentStatus: orders.paymentStatus,
  createdAt: openOrderBillParts.createdAt,
};

/** Bill parts of open accounts; callers pass the `inPlace` transaction (RLS). */
export function createOpenOrderBillRepo() {
  const base = (q: Queryable) =>
    q
      .select(partColumns)
      .from(openOrderBillParts)
      .innerJoin(orders, and(eq(orders.id, openOrderBillParts.orderId), eq(orders.placeId, openOrderBillParts.placeId)))
      .leftJoin(users, eq(users.id, openOrderBillParts.userId));

  return {
    async parts(q: Queryable, placeId: string, openOrderId: string): Promise<BillPartRecord[]> {
      return base(q)
        .where(and(eq(openOrderBillParts.placeId, placeId), eq(openOrderBillParts.openOrderId, openOrderId)))
        .orderBy(asc(openOrderBillParts.createdAt));
    },

    async part(q: Queryable, placeId: string, orderId: string): Promise<BillPartRecord | null> {
      const [row] = await base(q)
        .where(and(eq(openOrderBillParts.placeId, placeId), eq(openOrderBillParts.orderId, orderId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Whether the order is a bill part not yet booked, as one statement as the place (`read`:
     * Database.readStatement bound to it). Every paid order's event asks; almost none is a part, so
     * the settle's transaction (BEGIN, part, COMMIT) is taken only when one is (decision 241).
     */
    async unbookedPartExists(
      read: <R>(statement: SQL) => Promise<R[]>,
      placeId: string,
      orderId: string,
    ): Promise<boolean> {
      const p = openOrderBillParts;
      const [row] = await read<{ found: boolean }>(
        sql`select exists (select 1 from ${p} where ${p.placeId} = ${placeId} and ${p.orderId} = ${orderId} and ${p.paymentId} is null) as "found"`,
      );
      return row?.found === true;
    },

    async insertPart(
      q: Queryable,
      values: {
        orderId: string;
        placeId: string;
        openOrderId: string;
        userId: string;
        mode: 'equal' | 'items' | 'amount';
        parts: number | null;
        amountCents: number;
      },
    ) {
      await q.insert(openOrderBillParts).values(values);
    },

    /**
     * Settles a paid part once: its payment row on the account, linked from the part. False when
     * the part was settled already (the row lock of the account serialises callers).
     */
    async settle(
      q: Queryable,
      part: { placeId: string; orderId: string; openOrderId: string; amountCents: number },
      payment: { paymentType: number; byUserId: string | null; byName: string | null },
    ): Promise<boolean> {
      const [row] = await q
        .insert(openOrderPayments)
        .values({
          placeId: part.placeId,
          openOrderId: part.openOrderId,
          paymentType: payment.paymentType,
          amountCents: part.amountCents,
          byUserId: payment.byUserId,
          byName: payment.byName,
        })
        .returning({ id: openOrderPayments.id });
      if (!row) return false;
      const updated = await q
        .update(openOrderBillParts)
        .set({ paymentId: row.id })
        .where(
          and(
            eq(openOrderBillParts.placeId, part.placeId),
            eq(openOrderBillParts.orderId, part.orderId),
            isNull(openOrderBillParts.paymentId),
          ),
        )
        .returning({ orderId: openOrderBillParts.orderId });
      return updated.length === 1;
    },
  };
}
export type OpenOrderBillRepo = ReturnType<typeof createOpenOrderBillRepo>;

/** Which open account a round belongs to, and whether it already went to the kitchen printer. */
export function createRoundPrintRepo() {
  return {
    async roundOf(q: Queryable, placeId: string, orderId: string) {
      const [row] = await q
        .select({ openOrderId: openOrderRounds.openOrderId, userId: orders.userId, number: orders.number })
        .from(openOrderRounds)
        .innerJoin(orders, and(eq(orders.id, openOrderRounds.orderId), eq(orders.placeId, openOrderRounds.placeId)))
        .where(and(eq(openOrderRounds.placeId, placeId), eq(openOrderRounds.orderId, orderId)))
        .limit(1);
      return row ?? null;
    },

    async printedFor(q: Queryable, placeId: string, orderId: string, kind: string) {
      const [row] = await q
        .select({ id: printDocuments.id, jobId: printDocuments.jobId })
        .from(printDocuments)
        .where(
          and(eq(printDocuments.placeId, placeId), eq(printDocuments.orderId, orderId), eq(printDocuments.kind, kind)),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
export type RoundPrintRepo = ReturnType<typeof createRoundPrintRepo>;
