import type { Tx } from '../../platform/db/client.ts';
import { hashSecret } from '../../platform/passwords.ts';
import { createOpenOrdersRepo } from '../open-orders/index.ts';
import { createCheckInRepo } from './check-in.repo.ts';
import { createCheckInSeedRepo } from './check-in-seed.repo.ts';

/** The pousada's guest in Quarto 11 (README "Demo"): she signs in with this to see her room. */
export const demoRoomGuest = {
  username: 'Marina Andrade Lopes',
  phone: '11987650111',
  email: 'marina.lopes@exemplo.com.br',
  password: 'quarto1234',
} as const;

/** Quarto 11's invite code in the demo (fixed so the README can name it). */
export const DEMO_ROOM_CODE = 'QUARTZ';
const QUARTO_11 = '00000000-0000-4000-8000-000000000302';

/**
 * The Pousada do Porto's occupied room: Quarto 11 is open for the Andrade family, checked in two
 * hours ago (decision 105), so the guest orders to the room at once. Quarto 12 and the chalet stay
 * free for trying the check-in from the start.
 */
export async function seedDemoCheckIns(tx: Tx, place: { id: string; slug: string }) {
  if (place.slug !== 'bar-do-porto') return;
  const guestId = await createCheckInSeedRepo().insertGuest(tx, {
    username: demoRoomGuest.username,
    phone: demoRoomGuest.phone,
    email: demoRoomGuest.email,
    passwordHash: await hashSecret(demoRoomGuest.password),
  });
  if (!guestId) return;
  const openOrders = createOpenOrdersRepo();
  const account = await openOrders.insertIfFree(tx, {
    placeId: place.id,
    kind: 'room',
    spotKey: QUARTO_11,
    label: 'Quarto 11',
    consumePlaceId: QUARTO_11,
    inviteCode: DEMO_ROOM_CODE,
    openedByUserId: guestId,
    serviceFeeBp: 1000,
    createdAt: new Date(Date.now() - 2 * 60 * 60_000),
  });
  if (!account) return;
  await openOrders.update(tx, place.id, account.id, { name: 'Família Andrade' });
  await openOrders.addMember(tx, place.id, account.id, guestId);
  await createCheckInRepo().save(tx, {
    placeId: place.id,
    openOrderId: account.id,
    userId: guestId,
    guest: {
      full_name: demoRoomGuest.username,
      phone: demoRoomGuest.phone,
      email: demoRoomGuest.email,
      occupation: 'Professora',
      nationality: 'Brasileira',
      birthdate: '1985-09-23',
      gender: 'F',
      cpf: '39053344705',
      document_type: 'ID',
      document_number: '284519036',
      document_issuer: 'SSP-SP',
      address_zipcode: '01304-001',
      address_street: 'Rua Augusta',
      address_number: '1500',
      address_cmplt: 'apto 82',
      address_district: 'Consolação',
      address_city: 'São Paulo',
      address_state: 'SP',
      country: 'Brasil',
      arriving_from: 'São Paulo',
      trip_purpose: 'laisure',
      arriving_by: 'car',
      next_destination: 'Ubatuba',
    },
  });
}
