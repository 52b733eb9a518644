import { containerOf } from '../../app.ts';
import type { coupons } from '../../platform/db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCatalogueAdminRepo } from '../catalogue/catalogue-admin.repo.ts';
import { createCouponsRepo } from '../coupons/coupons.repo.ts';
import type { places } from '../places/places.tables.ts';
import { createSettingsRepo } from '../places/settings.repo.ts';

// Shared by the orders test files: ids from the seeded demo data and fresh customers. Reads and
// writes go through the features' repositories (DESIGN.md: only repositories touch the database).

const catalogue = createCatalogueAdminRepo();
const couponsRepo = createCouponsRepo();

export async function placeIdOf(t: TestApp, slug: string): Promise<string> {
  const place = await containerOf(t.app).repos.places.find(slug);
  if (!place) throw new Error(`no place ${slug}`);
  return place.id;
}

/** code → product id at a place. */
export async function productIds(t: TestApp, placeId: string): Promise<Map<string, string>> {
  const rows = await t.database.inPlace(placeId, (tx) => catalogue.allProducts(tx, placeId));
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function stockOf(t: TestApp, placeId: string, productId: string): Promise<number | null> {
  const row = await t.database.inPlace(placeId, (tx) => catalogue.findProduct(tx, placeId, productId));
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
  await createSettingsRepo(t.database.db).update(placeId, values);
}

/** A coupon at a place (flat R$ 5,00, no per-person limit unless `values` say otherwise). */
export function addCoupon(
  t: TestApp,
  placeId: string,
  code: string,
  values: Partial<typeof coupons.$inferInsert> = {},
) {
  return t.database.inPlace(placeId, (tx) =>
    couponsRepo.insertCoupon(tx, { placeId, code, kind: 'flat', value: 500, perUserLimit: 0, ...values }),
  );
}

/** How many times a coupon of a place has been used. */
export async function couponUsesOf(t: TestApp, placeId: string, code: string): Promise<number | undefined> {
  const coupon = await t.database.inPlace(placeId, (tx) => couponsRepo.findCoupon(tx, placeId, code));
  return coupon?.uses;
}
