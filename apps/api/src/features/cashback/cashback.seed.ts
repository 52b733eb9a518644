import type { cashbackCodes } from './cashback.tables.ts';

type SeedCode = Omit<typeof cashbackCodes.$inferInsert, 'placeId'>;

/** Demo cashback codes per place (slug): /cashback/BEMVINDO10 credits R$ 10,00 once per person. */
export const demoCashbackCodes: Record<string, SeedCode[]> = {
  'cantina-da-praca': [{ code: 'BEMVINDO10', amountCents: 1000, maxUses: 0 }],
};
