import type { Database } from '../../platform/db/client.ts';
import type { places } from '../places/places.tables.ts';
import { createMarketplaceRepo } from './marketplace.repo.ts';

// Demo of decision 090: a marketplace that lists the three demo places and the Cantina's two new
// branches, and the Cantina brand whose branch choice (/escolher-filial) offers its three units.

const CANTINA_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
const LUNCH_AND_DINNER = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, open: '11:30', close: '15:00' },
  { weekday, open: '18:00', close: '23:30' },
]);

/** The marketplace, the brand and the two new branches (inserted with the demo places). */
export const demoMarketplacePlaces: (typeof places.$inferInsert)[] = [
  {
    slug: 'guia-sabores-de-sao-paulo',
    name: 'Guia Sabores de São Paulo',
    address: 'Rua Augusta, 1200 - Consolação',
    city: 'São Paulo',
    uf: 'SP',
    primaryColor: '#7c2d12',
    marketplace: true,
    delivery: false,
    businessHours: CANTINA_HOURS,
  },
  {
    slug: 'cantina-da-praca-unidades',
    name: 'Cantina da Praça — Unidades',
    address: 'Praça da República, 100 - República',
    city: 'São Paulo',
    uf: 'SP',
    primaryColor: '#c2410c',
    branchMode: true,
    delivery: false,
    businessHours: CANTINA_HOURS,
  },
  {
    slug: 'cantina-da-praca-paulista',
    name: 'Cantina da Praça — Paulista',
    address: 'Avenida Paulista, 1578 - Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
    primaryColor: '#c2410c',
    deliveryTimeMinutes: 35,
    // Open all day so the demo (and e2e/marketplace.spec.ts) can order at any hour.
    businessHours: CANTINA_HOURS,
    cardBrands: ['visa', 'mastercard', 'elo'],
    delivery: true,
    pickup: true,
    pickupPlaces: ['Balcão da Paulista'],
    deliveryDistricts: [
      { name: 'Bela Vista', city: 'São Paulo', uf: 'SP', fee_cents: 0, free: true },
      { name: 'Cerqueira César', city: 'São Paulo', uf: 'SP', fee_cents: 600, free: false },
      { name: 'Consolação', city: 'São Paulo', uf: 'SP', fee_cents: 600, free: false },
      { name: 'Jardim Paulista', city: 'São Paulo', uf: 'SP', fee_cents: 900, free: false },
    ],
    minOrderCents: 3000,
  },
  {
    slug: 'cantina-da-praca-pinheiros',
    name: 'Cantina da Praça — Pinheiros',
    address: 'Rua dos Pinheiros, 870 - Pinheiros',
    city: 'São Paulo',
    uf: 'SP',
    primaryColor: '#c2410c',
    deliveryTimeMinutes: 50,
    businessHours: LUNCH_AND_DINNER,
    cardBrands: ['visa', 'mastercard'],
    delivery: true,
    pickup: false,
    deliveryDistricts: [
      { name: 'Pinheiros', city: 'São Paulo', uf: 'SP', fee_cents: 500, free: false },
      { name: 'Vila Madalena', city: 'São Paulo', uf: 'SP', fee_cents: 800, free: false },
      { name: 'Jardim Paulistano', city: 'São Paulo', uf: 'SP', fee_cents: 900, free: false },
    ],
  },
];

/** The branches serve the Cantina's menu and pictures. */
export const demoMenuSource: Readonly<Record<string, string>> = {
  'cantina-da-praca-paulista': 'cantina-da-praca',
  'cantina-da-praca-pinheiros': 'cantina-da-praca',
};
/** The brand shows the Cantina's logo and banner (it has no menu of its own). */
export const demoPictureSource: Readonly<Record<string, string>> = {
  ...demoMenuSource,
  'cantina-da-praca-unidades': 'cantina-da-praca',
};

/** Street coordinates of each demo place (geocoded by hand from the addresses). */
const COORDINATES: Record<string, [number, number]> = {
  'cantina-da-praca': [-23.5436, -46.6425],
  'cantina-da-praca-paulista': [-23.5614, -46.6559],
  'cantina-da-praca-pinheiros': [-23.5657, -46.685],
  'bar-do-porto': [-23.2178, -44.7131],
  'clinica-bem-estar': [-19.9227, -43.9343],
  'guia-sabores-de-sao-paulo': [-23.5534, -46.6565],
};

const LISTING: { slug: string; category: string }[] = [
  { slug: 'cantina-da-praca', category: 'Italiana' },
  { slug: 'cantina-da-praca-paulista', category: 'Italiana' },
  { slug: 'cantina-da-praca-pinheiros', category: 'Italiana' },
  { slug: 'bar-do-porto', category: 'Bar e pousada' },
  { slug: 'clinica-bem-estar', category: 'Saúde e bem-estar' },
];
const BRANCHES = ['cantina-da-praca', 'cantina-da-praca-paulista', 'cantina-da-praca-pinheiros'];

/** Locations, the marketplace's list and the brand's branches, once the places exist. */
export async function seedDemoMarketplace(database: Database, placeIds: ReadonlyMap<string, string>) {
  const repo = createMarketplaceRepo(database.db);
  const id = (slug: string) => {
    const found = placeIds.get(slug);
    if (!found) throw new Error(`demo place ${slug} missing`);
    return found;
  };
  for (const [slug, [latitude, longitude]] of Object.entries(COORDINATES)) {
    await database.inPlace(id(slug), (tx) => repo.setLocation(tx, id(slug), latitude, longitude));
  }
  const market = id('guia-sabores-de-sao-paulo');
  await database.inPlace(market, async (tx) => {
    for (const [position, { slug, category }] of LISTING.entries()) {
      await repo.addLink(tx, {
        groupId: market,
        memberId: id(slug),
        kind: 'marketplace',
        status: 'listed',
        category,
        position,
      });
    }
  });
  const brand = id('cantina-da-praca-unidades');
  await database.inPlace(brand, async (tx) => {
    for (const [position, slug] of BRANCHES.entries()) {
      await repo.addLink(tx, { groupId: brand, memberId: id(slug), kind: 'branch', status: 'listed', position });
    }
  });
}
