import { eq } from 'drizzle-orm';
import { sandboxBuyers, sandboxCards, sandboxSellers } from '../../integrations/payments/sandbox.tables.ts';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';
import { paymentCards } from './payments.tables.ts';

/** Sandbox sellers of the demo places (places.seed.ts names them in payments_seller_id). */
export const demoSellers: (typeof sandboxSellers.$inferInsert)[] = [
  {
    id: 'seller-cantina',
    name: 'Cantina da Praça',
    city: 'São Paulo',
    pixKey: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
    maxInstallments: 6,
  },
  {
    id: 'seller-porto',
    name: 'Bar e Pousada do Porto',
    city: 'Paraty',
    pixKey: 'pix@bardoporto.com.br',
    maxInstallments: 3,
  },
  {
    id: 'seller-clinica',
    name: 'Clínica Bem-Estar',
    city: 'Belo Horizonte',
    pixKey: '+5531987650000',
    maxInstallments: 10,
  },
];

const DEMO_BUYER = 'demo-buyer-customer';
const DEMO_CARD = 'demo-card-visa-1111';

/**
 * Sellers at the sandbox provider, and the demo customer's buyer with a saved Visa •••• 1111
 * (approves), so a newcomer can pay by card at once.
 */
export async function seedDemoPayments(database: Database, customerId: string) {
  const db = database.db;
  for (const seller of demoSellers) await db.insert(sandboxSellers).values(seller).onConflictDoNothing();
  await db.insert(sandboxBuyers).values({ id: DEMO_BUYER, name: 'Cliente Demo' }).onConflictDoNothing();
  const card = {
    brand: 'Visa',
    first4: '4111',
    last4: '1111',
    expirationMonth: '12',
    expirationYear: String(new Date().getUTCFullYear() + 4),
    holderName: 'CLIENTE DEMO',
  };
  await db
    .insert(sandboxCards)
    .values({ id: DEMO_CARD, buyerId: DEMO_BUYER, behaviour: 'approve', ...card })
    .onConflictDoNothing();
  await db.update(users).set({ paymentsBuyerId: DEMO_BUYER }).where(eq(users.id, customerId));
  await db.insert(paymentCards).values({
    userId: customerId,
    provider: 'sandbox',
    buyerId: DEMO_BUYER,
    providerCardId: DEMO_CARD,
    description: 'Cartão pessoal',
    brand: card.brand,
    last4: card.last4,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    holderName: card.holderName,
  });
}
