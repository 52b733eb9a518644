import { containerOf } from '../app.ts';
import { createOrdersRepo, type NewOrder } from '../features/orders/orders.repo.ts';
import { DEMO, type TestApp } from './test-app.ts';

// Orders written and read for tests of other features (coupons, cashback, agenda, payments),
// through the orders repository (DESIGN.md: only repositories touch the database).

const orders = createOrdersRepo();
let next = 50_000;

/** Ids of the demo places by slug and of a person by phone. */
export async function ids(t: TestApp) {
  const repos = containerOf(t.app).repos;
  const placeIds = new Map<string, string>();
  for (const slug of DEMO.places) {
    const row = await repos.places.find(slug);
    if (row) placeIds.set(slug, row.id);
  }
  const place = (slug: string) => placeIds.get(slug) ?? '';
  const user = async (phone: string) => (await repos.users.findUserByPhone(t.database.db, phone))?.id ?? '';
  return { place, user };
}

/** An order row written straight to the table (the order calls are tested in features/orders). */
export async function insertOrder(t: TestApp, placeId: string, userId: string, over: Partial<NewOrder> = {}) {
  const number = next++;
  return t.database.inPlace(placeId, (tx) =>
    orders.insertOrder(
      tx,
      {
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
      },
      [],
    ),
  );
}

export async function readOrder(t: TestApp, placeId: string, orderId: string) {
  return t.database.inPlace(placeId, (tx) => orders.find(tx, placeId, orderId));
}

export const setStatus = (t: TestApp, placeId: string, orderId: string, status: number) =>
  t.database.inPlace(placeId, (tx) => orders.update(tx, { id: orderId, placeId }, { status }));
