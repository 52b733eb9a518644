import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import { whatsappOptOuts, whatsappOrderNotices, whatsappPlaceSettings } from './order-notices.tables.ts';

export function createOrderNoticesRepo() {
  return {
    async numberOf(tx: Tx, placeId: string): Promise<string | null> {
      const [row] = await tx.select().from(whatsappPlaceSettings).where(eq(whatsappPlaceSettings.placeId, placeId));
      return row?.orderStatusNumberId ?? null;
    },
    async setNumber(tx: Tx, placeId: string, numberId: string | null) {
      await tx
        .insert(whatsappPlaceSettings)
        .values({ placeId, orderStatusNumberId: numberId })
        .onConflictDoUpdate({
          target: whatsappPlaceSettings.placeId,
          set: { orderStatusNumberId: numberId, updatedAt: new Date() },
        });
    },
    /** The customer's name and phone (global users table). */
    async customer(q: Queryable, userId: string) {
      const [row] = await q
        .select({ name: users.username, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
    async optedOut(tx: Tx, placeId: string, phone: string): Promise<boolean> {
      const [row] = await tx
        .select({ phone: whatsappOptOuts.phone })
        .from(whatsappOptOuts)
        .where(and(eq(whatsappOptOuts.placeId, placeId), eq(whatsappOptOuts.phone, phone)));
      return !!row;
    },
    async optOut(tx: Tx, placeId: string, phone: string): Promise<number> {
      const rows = await tx.insert(whatsappOptOuts).values({ placeId, phone }).onConflictDoNothing().returning();
      return rows.length;
    },
    /** Insert-before-send: the new row's id, or null when this order's status was already told. */
    async insert(tx: Tx, values: typeof whatsappOrderNotices.$inferInsert): Promise<string | null> {
      const [row] = await tx
        .insert(whatsappOrderNotices)
        .values(values)
        .onConflictDoNothing({ target: [whatsappOrderNotices.orderId, whatsappOrderNotices.orderStatus] })
        .returning({ id: whatsappOrderNotices.id });
      return row?.id ?? null;
    },
    async claim(tx: Tx, placeId: string, id: string) {
      const [row] = await tx
        .update(whatsappOrderNotices)
        .set({ status: 'sending', updatedAt: new Date() })
        .where(
          and(
            eq(whatsappOrderNotices.placeId, placeId),
            eq(whatsappOrderNotices.id, id),
            eq(whatsappOrderNotices.status, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },
    async finish(
      tx: Tx,
      placeId: string,
      id: string,
      set: { status: string; providerMessageId?: string; errorCode?: number | null },
    ) {
      await tx
        .update(whatsappOrderNotices)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(whatsappOrderNotices.placeId, placeId), eq(whatsappOrderNotices.id, id)));
    },
    async recordStatus(tx: Tx, placeId: string, providerMessageId: string, status: string) {
      const rows = await tx
        .update(whatsappOrderNotices)
        .set({ status, updatedAt: new Date() })
        .where(
          and(
            eq(whatsappOrderNotices.placeId, placeId),
            eq(whatsappOrderNotices.providerMessageId, providerMessageId),
            sql`${whatsappOrderNotices.status} <> 'read'`,
          ),
        )
        .returning({ id: whatsappOrderNotices.id });
      return rows.length;
    },
  };
}
export type OrderNoticesRepo = ReturnType<typeof createOrderNoticesRepo>;
