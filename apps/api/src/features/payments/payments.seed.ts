import { createSandboxRepo, type SandboxSellerValues } from '../../integrations/payments/sandbox.repo.ts';
import type { Database } from '../../platform/db/client.ts';
import { createPaymentsRepo } from './payments.repo.ts';

/** Sandbox sellers of the demo places (places.seed.ts names them in payments_seller_id). */
export const demoSellers: SandboxSellerValues[] = [
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
  // Dr. Pedro's own seller under the marketplace: his split share is paid to it (decision 126).
  {
    id: 'seller-dr-pedro',
    name: 'Pedro Prestador',
    city: 'Belo Horizonte',
    pixKey: 'pedro.prestador@example.com',
    maxInstallments: 1,
  },
];

const DEMO_BUYER = 'demo-buyer-customer';
const DEMO_CARD = 'demo-card-visa-1111';

/**
 * Sellers at the sandbox provider, and the demo customer's buyer with a saved Visa •••• 1111
 * (approves), saved at `cardPlaceId` (the Cantina), so a newcomer can pay by card at once.
 */
export async function seedDemoPayments(database: Database, customerId: string, cardPlaceId: string | null) {
  const sandbox = createSandboxRepo(database.db);
  const repo = createPaymentsRepo();
  for (const seller of demoSellers) await sandbox.ensureSeller(seller);
  await sandbox.ensureBuyer({ id: DEMO_BUYER, name: 'Cliente Demo' });
  const card = {
    brand: 'Visa',
    first4: '4111',
    last4: '1111',
    expirationMonth: '12',
    expirationYear: String(new Date().getUTCFullYear() + 4),
    holderName: 'CLIENTE DEMO',
  };
  await sandbox.ensureCard({ id: DEMO_CARD, buyerId: DEMO_BUYER, behaviour: 'approve', ...card });
  await repo.setBuyerId(database.db, customerId, DEMO_BUYER);
  const saved = await repo.insertCard(database.db, {
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
  if (cardPlaceId) {
    await database.inPlace(cardPlaceId, (tx) =>
      repo.useCardAt(tx, { placeId: cardPlaceId, cardId: saved.id, userId: customerId }),
    );
  }
}
