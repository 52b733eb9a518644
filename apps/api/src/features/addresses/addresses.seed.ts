import type { Queryable } from '../../platform/db/client.ts';
import { createAddressesRepo } from './addresses.repo.ts';
import type { AddressRow } from './addresses.tables.ts';

/** The demo customer's saved address, in a district the Cantina da Praça delivers to (R$ 5,00). */
export async function seedDemoAddresses(q: Queryable, customerId: string): Promise<AddressRow> {
  const repo = createAddressesRepo();
  const row = await repo.insert(q, customerId, {
    cep: '01302000',
    state: 'SP',
    city: 'São Paulo',
    district: 'Consolação',
    street: 'Rua Augusta',
    number: '500',
    cmplt: 'apto 12',
    lat: -23.5505,
    lng: -46.6476,
    isDefault: true,
  });
  return row;
}
