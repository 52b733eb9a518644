import type { Database } from '../../platform/db/client.ts';
import type { places } from '../places/places.tables.ts';
import { createAccessRequestsRepo } from './access-requests.repo.ts';

/**
 * The demo place of the new-user flow (decision 122): a provider-mode studio whose new customers
 * ask for access. A place of its own, so the clinic's journeys (a new patient books at once) stay as
 * they are. Its staff are the demo manager and owner.
 */
export const demoAccessPlace: typeof places.$inferInsert = {
  slug: 'estudio-vida-leve',
  name: 'Estúdio Vida Leve',
  address: 'Rua Oscar Freire, 900 - Jardins',
  city: 'São Paulo',
  uf: 'SP',
  primaryColor: '#6d28d9',
  businessHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '06:00', close: '22:00' })),
  delivery: false,
  cardsMenu: true,
  serviceSupplier: true,
  clinicEnabled: true,
  restaurantEnabled: false,
  newUserFlow: true,
};

/** The demo customer was already let in at the studio; others ask. */
export async function seedDemoAccessRequests(
  database: Database,
  placeId: string,
  who: { customerId: string; ownerId: string | null },
) {
  const repo = createAccessRequestsRepo();
  await database.inPlace(placeId, async (tx) => {
    await repo.ask(tx, placeId, who.customerId, null);
    const mine = await repo.ofUser(tx, placeId, who.customerId);
    if (mine) await repo.decide(tx, placeId, mine.id, 'approved', who.ownerId);
  });
}
