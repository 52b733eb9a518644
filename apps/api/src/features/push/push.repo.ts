import type { StaffRole } from '@app/domain/users/staff-roles';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { orders } from '../orders/orders.tables.ts';
import { placeMembers } from '../users/users.tables.ts';
import { type PushAudience, pushClaims, pushSubscriptions, pushVapidKeys } from './push.tables.ts';

/** Where and how to reach one browser, and in which language. */
export type PushTargetRecord = {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
};
export type StaffTargetRecord = PushTargetRecord & { isOwner: boolean; staffRole: StaffRole };
export type VapidKeyRecord = { publicKey: string; privateKey: string };

const target = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  locale: pushSubscriptions.locale,
};

const CLAIM_KEEP_MS = 86_400_000;

export function createPushRepo(db: Db) {
  const vapidKey = async (): Promise<VapidKeyRecord | null> => {
    const [row] = await db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys)
      .where(eq(pushVapidKeys.slot, 'server'));
    return row ?? null;
  };
  return {
    /** One row per browser and place: the latest person and keys win (a shared browser changes hands). */
    async upsert(
      q: Queryable,
      row: {
        placeId: string;
        userId: string;
        endpoint: string;
        p256dh: string;
        auth: string;
        audience: PushAudience;
        locale: string;
      },
    ) {
      const { placeId: _p, endpoint: _e, ...changes } = row;
      await q
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: [pushSubscriptions.placeId, pushSubscriptions.endpoint], set: changes });
    },
    async forUser(q: Queryable, placeId: string, userId: string): Promise<PushTargetRecord[]> {
      return q
        .select(target)
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.placeId, placeId), eq(pushSubscriptions.userId, userId)));
    },
    /** Staff subscriptions whose person is still staff of the place (a dismissed waiter gets nothing). */
    async forStaff(q: Queryable, placeId: string): Promise<StaffTargetRecord[]> {
      return q
        .select({ ...target, isOwner: placeMembers.isOwner, staffRole: placeMembers.staffRole })
        .from(pushSubscriptions)
        .innerJoin(
          placeMembers,
          and(eq(placeMembers.placeId, pushSubscriptions.placeId), eq(placeMembers.userId, pushSubscriptions.userId)),
        )
        .where(
          and(
            eq(pushSubscriptions.placeId, placeId),
            eq(pushSubscriptions.audience, 'staff'),
            or(eq(placeMembers.isManager, true), eq(placeMembers.isOwner, true)),
          ),
        );
    },
    async remove(q: Queryable, placeId: string, id: string) {
      await q
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.placeId, placeId), eq(pushSubscriptions.id, id)));
    },
    /** True for the first caller only (another instance, a repeated event): the primary key decides. */
    async claim(q: Queryable, placeId: string, claim: string, now: Date): Promise<boolean> {
      await q
        .delete(pushClaims)
        .where(and(eq(pushClaims.placeId, placeId), lt(pushClaims.createdAt, new Date(now.getTime() - CLAIM_KEEP_MS))));
      const rows = await q
        .insert(pushClaims)
        .values({ placeId, claim })
        .onConflictDoNothing()
        .returning({ claim: pushClaims.claim });
      return rows.length === 1;
    },
    /** How the order is handed over (its status 3 reads 'Pronto para retirada' for a pickup). */
    async orderFacts(q: Queryable, placeId: string, orderId: string) {
      const [row] = await q
        .select({ deliveryType: orders.deliveryType, pickup: orders.pickup })
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.id, orderId)));
      return row ?? null;
    },
    vapidKey,
    /** Keeps the first pair written when two instances make one at the same time. */
    async saveVapidKey(pair: VapidKeyRecord): Promise<VapidKeyRecord> {
      await db
        .insert(pushVapidKeys)
        .values({ slot: 'server', ...pair })
        .onConflictDoNothing();
      return (await vapidKey()) ?? pair;
    },
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
