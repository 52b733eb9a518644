import type { places } from './places.tables.ts';

/** The same hours on each day. A close before the open runs past midnight (decision 064). */
const weekdays = (open: string, close: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((weekday) => ({ weekday, open, close }));

/** Every 30 minutes from `from` o'clock until before `to` o'clock, 'HH:MM'. */
const halfHours = (from: number, to: number) =>
  Array.from(
    { length: (to - from) * 2 },
    (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
const everyDay = (hours: string[]) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, hours }));

/** The three demo places of DESIGN.md: a restaurant, a bar/hotel venue and a clinic. */
export const demoPlaces: (typeof places.$inferInsert)[] = [
  {
    slug: 'cantina-da-praca',
    name: 'Cantina da Praça',
    address: 'Praça da República, 100 - República',
    city: 'São Paulo',
    uf: 'SP',
    primaryColor: '#c2410c',
    deliveryTimeMinutes: 45,
    // Open all day so the demo (and the order journeys in e2e/) can be tried at any hour.
    businessHours: weekdays('00:00', '23:59'),
    cardBrands: ['visa', 'mastercard', 'elo', 'amex', 'hipercard'],
    delivery: true,
    pickup: true,
    pickupPlaces: ['Balcão'],
    maxInstallments: 6,
    deliveryDistricts: [
      { name: 'República', city: 'São Paulo', uf: 'SP', fee_cents: 0, free: true },
      { name: 'Consolação', city: 'São Paulo', uf: 'SP', fee_cents: 500, free: false },
      { name: 'Bela Vista', city: 'São Paulo', uf: 'SP', fee_cents: 700, free: false },
      { name: 'Santa Cecília', city: 'São Paulo', uf: 'SP', fee_cents: 800, free: false },
    ],
    deliveryAgenda: true,
    fidelidadeEnabled: true,
    cashbackPercBp: 500,
    cashbackMinSaqueCents: 1000,
    cashbackValidityDays: 90,
    referralRewardCents: 1000,
    // Scheduled delivery and pickup: 7 days, every 30 min from 11:00 to 22:30, 3 orders a slot.
    agenda: {
      days_ahead: 7,
      lead_minutes: 60,
      capacity: 3,
      delivery: everyDay(halfHours(11, 23)),
      pickup_enabled: true,
      pickup: everyDay(halfHours(11, 23)),
    },
    orderExpirationHours: 24,
    paymentsServiceEnabled: true,
    paymentsSellerId: 'seller-cantina',
    // The demo sellers exist at the sandbox provider (payments.seed.ts): confirmed.
    paymentsSellerVerifiedAt: new Date(),
    templates: {
      order: 'Olá {nome}! Recebemos seu pedido {pedido}.',
      shareApp: 'Peça na Cantina da Praça com o cupom {cupom} e ganhe desconto!',
    },
    supportLink: 'https://wa.me/5511987650001',
  },
  {
    slug: 'bar-do-porto',
    name: 'Bar e Pousada do Porto',
    address: 'Rua do Porto, 42 - Centro',
    city: 'Paraty',
    uf: 'RJ',
    primaryColor: '#0e7490',
    deliveryTimeMinutes: 20,
    businessHours: weekdays('10:00', '02:00'),
    cardBrands: ['visa', 'mastercard', 'elo'],
    delivery: false,
    pickup: false,
    comandaFacil: true,
    comandaFacilActions: ['callWaiter', 'requestBill', 'checkin'],
    comandaFacilOpenOrder: true,
    comandaFacilAutoOrder: true,
    comandaFacilOption: 'table',
    // Tables, a tab and rooms for open accounts; ids are fixed so links and QR codes stay valid.
    consumePlaces: [
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        id: `00000000-0000-4000-8000-00000000010${n}`,
        kind: 'table' as const,
        name: `Mesa ${n}`,
        active: true,
      })),
      { id: '00000000-0000-4000-8000-000000000201', kind: 'tab' as const, name: 'Comanda 1', active: true },
      { id: '00000000-0000-4000-8000-000000000301', kind: 'room' as const, name: 'Quarto 12', active: true },
      { id: '00000000-0000-4000-8000-000000000401', kind: 'chalet' as const, name: 'Chalé Mirante', active: true },
      { id: '00000000-0000-4000-8000-000000000302', kind: 'room' as const, name: 'Quarto 11', active: true },
    ],
    wifiPassword: 'porto2026',
    paymentsServiceEnabled: true,
    paymentsSellerId: 'seller-porto',
    paymentsSellerVerifiedAt: new Date(),
    templates: { checkin: 'Bem-vindo à Pousada do Porto!', openOrder: 'Sua conta {conta} está aberta.' },
  },
  {
    slug: 'clinica-bem-estar',
    name: 'Clínica Bem-Estar',
    address: 'Av. Afonso Pena, 1500 - Centro',
    city: 'Belo Horizonte',
    uf: 'MG',
    primaryColor: '#15803d',
    businessHours: weekdays('08:00', '19:00', [1, 2, 3, 4, 5]),
    cardBrands: ['visa', 'mastercard', 'elo'],
    delivery: false,
    cardsMenu: true,
    serviceSupplier: true,
    clinicEnabled: true,
    restaurantEnabled: false,
    forceReferredBy: true,
    cpfRequired: true,
    paymentsServiceEnabled: true,
    paymentsSellerId: 'seller-clinica',
    paymentsSellerVerifiedAt: new Date(),
    templates: { schedule: 'Sua consulta está marcada para {data}.' },
  },
];
