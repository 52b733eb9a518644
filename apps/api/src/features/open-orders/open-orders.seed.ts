import { randomBytes } from 'node:crypto';
import { TABLE_CODE_LENGTH } from '@app/domain/open-orders/rules';
import type { Tx } from '../../platform/db/client.ts';
import { hashSecret } from '../../platform/passwords.ts';
import { createOrdersRepo } from '../orders/index.ts';
import { createOpenOrdersRepo } from './open-orders.repo.ts';
import { newInviteCode } from './open-orders.service.ts';
import { createOpenOrdersSeedRepo } from './open-orders-seed.repo.ts';
import { createTableCodesRepo } from './table-codes.repo.ts';

/** Two guests of the Porto's table 3 (README "Demo"): they sign in with these to see the account. */
export const demoTableGuests = [
  { username: 'Rafael Tavares Guimarães', phone: '11987650101', password: 'mesa1234' },
  { username: 'Luíza Fernandes de Albuquerque', phone: '11987650102', password: 'mesa1234' },
] as const;

/** Table 3's invite code in the demo (fixed so the README can name it). */
export const DEMO_TABLE_CODE = 'MESA3K';

/**
 * The Porto on a Friday night: table 3 is open with two guests who ordered two rounds (one already
 * served), a birthday name and a waiter call not yet answered. Tables 1, 2, 4, 5 and 6 stay free
 * so the QR journey (table 5) can be tried from the start.
 */
export async function seedDemoOpenOrders(tx: Tx, place: { id: string; slug: string }, productIds: Map<string, string>) {
  if (place.slug !== 'bar-do-porto') return;
  const orders = createOrdersRepo();
  const repo = createOpenOrdersRepo();
  // The codes printed beside the tables' QR codes (decision 186), ready before the first print.
  const spots = (await repo.place(tx, place.id))?.consumePlaces.filter((p) => p.active) ?? [];
  await createTableCodesRepo().ensure(
    tx,
    place.id,
    spots.map((p) => p.id),
    () => newInviteCode(TABLE_CODE_LENGTH),
  );
  const seedRepo = createOpenOrdersSeedRepo();
  const guestIds: string[] = [];
  for (const g of demoTableGuests) {
    const id = await seedRepo.insertGuest(tx, {
      username: g.username,
      phone: g.phone,
      passwordHash: await hashSecret(g.password),
    });
    if (id) guestIds.push(id);
  }
  const [rafael, luiza] = guestIds;
  if (!rafael || !luiza) return;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const account = await repo.insertIfFree(tx, {
    placeId: place.id,
    kind: 'table',
    spotKey: '00000000-0000-4000-8000-000000000103',
    label: 'Mesa 3',
    consumePlaceId: '00000000-0000-4000-8000-000000000103',
    inviteCode: DEMO_TABLE_CODE,
    openedByUserId: rafael,
    serviceFeeBp: 1000,
    createdAt: minutesAgo(70),
  });
  if (!account) return;
  await repo.update(tx, place.id, account.id, { name: 'Aniversário da Luíza', waiterCalledAt: minutesAgo(2) });
  await repo.addMember(tx, place.id, account.id, rafael);
  await repo.addMember(tx, place.id, account.id, luiza);

  const rounds = [
    // Isca de peixe and two chopes, served; then the shrimp and two strawberry caipiroskas.
    {
      userId: rafael,
      status: 4,
      at: 55,
      lines: [
        ['101', 1],
        ['301', 2],
      ] as const,
    },
    {
      userId: luiza,
      status: 1,
      at: 12,
      lines: [
        ['102', 1],
        ['202', 2],
      ] as const,
    },
  ];
  const wanted = [...productIds.values()];
  const catalogue = await seedRepo.productsOf(tx, place.id, wanted);
  const byCode = new Map(catalogue.map((p) => [p.code, p]));
  for (const r of rounds) {
    const lines = r.lines.flatMap(([code, quantity]) => {
      const product = byCode.get(code);
      return product ? [{ product, quantity }] : [];
    });
    const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.product.priceCents, 0);
    const order = await orders.insertOrder(
      tx,
      {
        placeId: place.id,
        number: await orders.nextNumber(tx, place.id),
        userId: r.userId,
        status: r.status,
        deliveryType: 2,
        subtotalCents: subtotal,
        totalCents: subtotal,
        paymentType: 2,
        payBill: 2,
        createdAt: minutesAgo(r.at),
        authCode: randomBytes(18).toString('base64url'),
      },
      lines.map((l, position) => ({
        productId: l.product.id,
        position,
        code: l.product.code,
        name: l.product.name,
        quantity: l.quantity,
        unitCents: l.product.priceCents,
      })),
    );
    await orders.addStatus(tx, order, { status: 2 });
    if (r.status !== 2) await orders.addStatus(tx, order, { status: r.status });
    await repo.linkRound(tx, place.id, account.id, order.id);
  }
}
