import { eq } from 'drizzle-orm';
import { places, products } from '../../platform/db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the orders test files: ids from the seeded demo data and fresh customers.

export async function placeIdOf(t: TestApp, slug: string): Promise<string> {
  const [row] = await t.database.db.select({ id: places.id }).from(places).where(eq(places.slug, slug));
  if (!row) throw new Error(`no place ${slug}`);
  return row.id;
}

/** code → product id at a place. */
export async function productIds(t: TestApp, placeId: string): Promise<Map<string, string>> {
  const rows = await t.database.inPlace(placeId, (tx) =>
    tx.select({ id: products.id, code: products.code }).from(products),
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function stockOf(t: TestApp, placeId: string, productId: string): Promise<number | null> {
  const [row] = await t.database.inPlace(placeId, (tx) =>
    tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId)),
  );
  return row?.stock ?? null;
}

let serial = 0;
/** A new customer registered at `place` (each from its own IP, so the sign-up limit never bites). */
export async function newCustomer(t: TestApp, place: string, name = 'Cliente Teste') {
  const n = serial++;
  const phone = `119${String(70_000_000 + n * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`;
  const res = await t.call(
    'createuser',
    { username: `${name} ${n}`, phone, password: 'senha-teste' },
    { place, ip: `10.90.${(n >> 8) & 255}.${n & 255}` },
  );
  if (res.status !== 200) throw new Error(`createuser failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, userId: res.body.data.user._id as string, phone };
}

/** Moves places' settings for a test (the orders service reads them fresh in its transaction). */
export async function setPlace(t: TestApp, placeId: string, values: Partial<typeof places.$inferInsert>) {
  await t.database.db.update(places).set(values).where(eq(places.id, placeId));
}
