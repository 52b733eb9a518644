import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../../platform/db/client.ts';
import type { AddressRow } from '../addresses/addresses.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import { createOrdersRepo } from './orders.repo.ts';
import type { OrderComboSnapshot } from './orders.tables.ts';

/**
 * Past orders of the demo customer at the Cantina da Praça, so 'Meus pedidos' has something to show:
 * one delivered (cash with change) and one cancelled pickup. None is pending, which would block new
 * orders (the pending-order rule).
 */
export async function seedDemoOrders(
  tx: Tx,
  place: { id: string; slug: string },
  productIds: Map<string, string>,
  people: { customerId: string; managerId: string; managerName: string },
  address: AddressRow,
) {
  if (place.slug !== 'cantina-da-praca') return;
  const repo = createOrdersRepo();
  const staff = { byUserId: people.managerId, byName: people.managerName };
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  const common = {
    placeId: place.id,
    userId: people.customerId,
    deliveryType: 1,
    phone: '11987654321',
    email: 'maria@exemplo.com.br',
    managerDiscountCents: 0,
    authCode: randomBytes(18).toString('base64url'),
  };

  // Espaguete (42,90) + 2 Coca-Cola (7,00) + delivery to Consolação (5,00) = 61,90, paid in cash for 70.
  const delivered = await repo.insertOrder(
    tx,
    {
      ...common,
      number: await repo.nextNumber(tx, place.id),
      status: 4,
      createdAt: hoursAgo(72),
      address: {
        address_id: address.id,
        address_cep: address.cep,
        address_street: address.street,
        address_number: address.number,
        address_cmplt: address.cmplt,
        address_district: address.district,
        address_city: address.city,
        address_state: address.state,
      },
      subtotalCents: 5690,
      deliveryFeeCents: 500,
      discountCents: 0,
      totalCents: 6190,
      paymentType: 0,
      changeCents: 7000,
      observation: { autor: 'Maria', observacao: 'Interfone 12' },
      firstOrder: true,
    },
    [
      {
        productId: productIds.get('301') ?? null,
        position: 0,
        code: '301',
        name: 'Espaguete à Bolonhesa',
        quantity: 1,
        unitCents: 4290,
      },
      {
        productId: productIds.get('403') ?? null,
        position: 1,
        code: '403',
        name: 'Coca-Cola lata',
        quantity: 2,
        unitCents: 700,
      },
    ],
  );
  await repo.addStatus(tx, delivered, { status: 2, at: hoursAgo(72) });
  await repo.addStatus(tx, delivered, { status: 1, ...staff, at: hoursAgo(71.9) });
  await repo.addStatus(tx, delivered, { status: 3, ...staff, at: hoursAgo(71.5) });
  await repo.addStatus(tx, delivered, { status: 4, ...staff, at: hoursAgo(71.2) });

  // A pickup cancelled by the customer: Panna cotta (19,90), card on delivery.
  const cancelled = await repo.insertOrder(
    tx,
    {
      ...common,
      authCode: randomBytes(18).toString('base64url'),
      number: await repo.nextNumber(tx, place.id),
      status: 5,
      createdAt: hoursAgo(24),
      pickup: true,
      pickupplace: 'Balcão',
      subtotalCents: 1990,
      deliveryFeeCents: 0,
      discountCents: 0,
      totalCents: 1990,
      paymentType: 1,
      ccBrand: 'visa',
      firstOrder: false,
      cancelReason: 'Cliente desistiu',
    },
    [
      {
        productId: productIds.get('502') ?? null,
        position: 0,
        code: '502',
        name: 'Panna cotta com frutas vermelhas',
        quantity: 1,
        unitCents: 1990,
      },
    ],
  );
  await repo.addStatus(tx, cancelled, { status: 2, at: hoursAgo(24) });
  await repo.addStatus(tx, cancelled, { status: 5, ...staff, reason: 'Cliente desistiu', at: hoursAgo(23.8) });

  await seedTodayOrders(tx, place, productIds, people);
}

/** Other customers of the Cantina, so the board, the kitchen and the customer list are not a one-person show. */
const TODAY_CUSTOMERS = [
  { username: 'Ana Beatriz Souza', phone: '11987654330', email: 'ana.souza@exemplo.com.br' },
  { username: 'Carlos Lima', phone: '11987654331', email: null },
  { username: 'Bia Fernandes', phone: '11987654332', email: 'bia@exemplo.com.br' },
] as const;

type SeedLine = {
  code: string;
  name: string;
  quantity: number;
  unitCents: number;
  summary?: string[];
  combo?: OrderComboSnapshot;
  observation?: string;
};

/**
 * Today's orders at the Cantina, made relative to the seeding moment (board, kitchen display and
 * dashboard show them at once): one pending delivery, two accepted (one a combo), one out for
 * delivery and two delivered. Times never fall before today's São Paulo midnight.
 */
async function seedTodayOrders(
  tx: Tx,
  place: { id: string; slug: string },
  productIds: Map<string, string>,
  people: { customerId: string; managerId: string; managerName: string },
) {
  const repo = createOrdersRepo();
  const staff = { byUserId: people.managerId, byName: people.managerName };
  const now = Date.now();
  // São Paulo is UTC−03:00 all year: local midnight of today.
  const midnight = Date.parse(`${new Date(now - 3 * 3_600_000).toISOString().slice(0, 10)}T00:00:00-03:00`);
  const minutesAgo = (m: number) => new Date(Math.max(now - m * 60_000, midnight + Math.min(m, 600) * 1000));

  const ids: string[] = [];
  for (const c of TODAY_CUSTOMERS) {
    const [user] = await tx
      .insert(users)
      .values({ username: c.username, phone: c.phone, email: c.email, phoneValidated: true })
      .returning({ id: users.id });
    if (!user) throw new Error('demo customer insert returned nothing');
    await tx.insert(placeMembers).values({ placeId: place.id, userId: user.id, orderCount: 1 });
    ids.push(user.id);
  }
  const [ana, carlos, bia] = ids as [string, string, string];
  const snapshot = (street: string, number: string, district: string) => ({
    address_id: randomUUID(),
    address_cep: '01310100',
    address_street: street,
    address_number: number,
    address_cmplt: null,
    address_district: district,
    address_city: 'São Paulo',
    address_state: 'SP',
  });

  const make = async (o: {
    userId: string;
    phone: string;
    minutes: number;
    status: number;
    pickup?: boolean;
    address?: ReturnType<typeof snapshot>;
    lines: SeedLine[];
    paymentType: number | null;
    ccBrand?: string;
    changeCents?: number;
    observation?: string;
    /** The customer's rating of a delivered order (the dashboard's 'Avaliações'). */
    rating?: { stars: number; comment: string | null };
  }) => {
    const subtotal = o.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
    const fee = o.pickup ? 0 : 500;
    const row = await repo.insertOrder(
      tx,
      {
        placeId: place.id,
        userId: o.userId,
        number: await repo.nextNumber(tx, place.id),
        status: o.status,
        deliveryType: 1,
        pickup: o.pickup ?? false,
        pickupplace: o.pickup ? 'Balcão' : null,
        address: o.pickup ? null : (o.address ?? null),
        subtotalCents: subtotal,
        deliveryFeeCents: fee,
        managerDiscountCents: 0,
        discountCents: 0,
        totalCents: subtotal + fee,
        paymentType: o.paymentType,
        ccBrand: o.ccBrand ?? null,
        changeCents: o.changeCents ?? null,
        phone: o.phone,
        observation: o.observation ? { autor: null, observacao: o.observation } : null,
        firstOrder: false,
        createdAt: minutesAgo(o.minutes),
        authCode: randomBytes(18).toString('base64url'),
      },
      o.lines.map((l, position) => ({
        productId: productIds.get(l.code) ?? null,
        position,
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unitCents: l.unitCents,
        combo: l.combo ?? null,
        comboSummary: l.summary ?? [],
        observation: l.observation ?? null,
      })),
    );
    await repo.addStatus(tx, row, { status: 2, at: minutesAgo(o.minutes) });
    // A pickup also passes through 3, 'Pronto para retirada' (decision 066).
    const path: Record<number, number[]> = { 2: [], 1: [1], 3: [1, 3], 4: [1, 3, 4] };
    let m = o.minutes;
    for (const s of path[o.status] ?? []) {
      m = Math.max(0, m - 4);
      await repo.addStatus(tx, row, { status: s, ...staff, at: minutesAgo(m) });
    }
    if (o.rating) {
      await repo.insertRating(tx, { orderId: row.id, placeId: place.id, userId: o.userId, ...o.rating });
    }
    return row;
  };

  await make({
    userId: ana,
    phone: '11987654330',
    minutes: 3,
    status: 2,
    address: snapshot('Avenida Paulista', '1000', 'Bela Vista'),
    lines: [
      { code: '303', name: 'Lasanha da Nonna', quantity: 1, unitCents: 4890 },
      { code: '405', name: 'Suco de laranja', quantity: 2, unitCents: 1100, observation: 'Sem açúcar' },
    ],
    paymentType: 1,
    ccBrand: 'mastercard',
  });
  await make({
    userId: carlos,
    phone: '11987654331',
    minutes: 14,
    status: 1,
    pickup: true,
    lines: [
      {
        code: '309',
        name: 'Combo Executivo',
        quantity: 1,
        unitCents: 5390,
        summary: [
          '1x Espaguete à Bolonhesa',
          '1x Salada verde',
          '1x Polenta frita (+R$\u00a04,00)',
          '1x Coca-Cola lata',
        ],
        combo: [
          {
            session_id: randomUUID(),
            title: 'Escolha o prato',
            items: [{ item_id: randomUUID(), name: 'Espaguete à Bolonhesa', qtd: 1, unit_cents: 0 }],
          },
          {
            session_id: randomUUID(),
            title: 'Acompanhamentos',
            items: [
              { item_id: randomUUID(), name: 'Salada verde', qtd: 1, unit_cents: 0 },
              { item_id: randomUUID(), name: 'Polenta frita', qtd: 1, unit_cents: 400 },
            ],
          },
          {
            session_id: randomUUID(),
            title: 'Bebidas',
            items: [{ item_id: randomUUID(), name: 'Coca-Cola lata', qtd: 1, unit_cents: 0 }],
          },
        ],
      },
      { code: '501', name: 'Tiramisù da casa', quantity: 1, unitCents: 2290 },
    ],
    paymentType: 0,
    observation: 'Retiro às 13h',
  });
  await make({
    userId: bia,
    phone: '11987654332',
    minutes: 22,
    status: 1,
    address: snapshot('Rua Oscar Freire', '250', 'Jardins'),
    lines: [
      { code: '307', name: 'Talharim à Carbonara', quantity: 2, unitCents: 4590 },
      { code: '102', name: 'Bruschetta de tomate', quantity: 1, unitCents: 2490 },
      { code: '408', name: 'Cerveja Original 600 ml', quantity: 2, unitCents: 1590 },
    ],
    paymentType: 1,
    ccBrand: 'visa',
    observation: 'Portão azul, tocar o interfone 3',
  });
  await make({
    userId: ana,
    phone: '11987654330',
    minutes: 48,
    status: 3,
    address: snapshot('Avenida Paulista', '1000', 'Bela Vista'),
    lines: [{ code: '304', name: 'Nhoque ao Sugo', quantity: 1, unitCents: 3890 }],
    paymentType: 0,
    changeCents: 5000,
  });
  await make({
    userId: bia,
    phone: '11987654332',
    minutes: 95,
    status: 4,
    address: snapshot('Rua Oscar Freire', '250', 'Jardins'),
    lines: [
      { code: '301', name: 'Espaguete à Bolonhesa', quantity: 1, unitCents: 4290 },
      { code: '403', name: 'Coca-Cola lata', quantity: 1, unitCents: 700 },
      { code: '505', name: 'Pudim de leite', quantity: 1, unitCents: 1490 },
    ],
    paymentType: 1,
    ccBrand: 'elo',
    rating: { stars: 5, comment: 'Chegou quentinho e antes da previsão. O pudim é ótimo!' },
  });
  await make({
    userId: carlos,
    phone: '11987654331',
    minutes: 150,
    status: 4,
    pickup: true,
    lines: [
      { code: '101', name: 'Pão de alho', quantity: 1, unitCents: 1890 },
      { code: '403', name: 'Coca-Cola lata', quantity: 2, unitCents: 700 },
    ],
    paymentType: 0,
    rating: { stars: 4, comment: null },
  });
}
