import { eq } from 'drizzle-orm';
import { orders, places, users } from '../platform/db/schema.ts';
import type { TestApp } from './test-app.ts';

let next = 50_000;

/** Ids of the demo places by slug and of a person by phone. */
export async function ids(t: TestApp) {
  const rows = await t.database.db.select({ id: places.id, slug: places.slug }).from(places);
  const place = (slug: string) => rows.find((r) => r.slug === slug)?.id ?? '';
  const user = async (phone: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1))[0]?.id ?? '';
  return { place, user };
}

/** An order row written straight to the table (the order calls are tested in features/orders). */
export async function insertOrder(
  t: TestApp,
  placeId: string,
  userId: string,
  over: Partial<typeof orders.$inferInsert> = {},
) {
  const number = next++;
  return t.database.inPlace(placeId, async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        placeId,
        userId,
        number,
        status: 2,
        deliveryType: 2,
        subtotalCents: 5000,
        deliveryFeeCents: 0,
        totalCents: 5000,
        authCode: `test-${number}`,
        ...over,
      })
      .returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
  });
}

export async function readOrder(t: TestApp, placeId: string, orderId: string) {
  return t.database.inPlace(placeId, async (tx) => (await tx.select().from(orders).where(eq(orders.id, orderId)))[0]);
}

export const setStatus = (t: TestApp, placeId: string, orderId: string, status: number) =>
  t.database.inPlace(placeId, (tx) => tx.update(orders).set({ status }).where(eq(orders.id, orderId)).returning());
