import { randomBytes } from 'node:crypto';
import type { Tx } from '../../platform/db/client.ts';
import type { AddressRow } from '../addresses/addresses.tables.ts';
import { createOrdersRepo } from './orders.repo.ts';

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
}
