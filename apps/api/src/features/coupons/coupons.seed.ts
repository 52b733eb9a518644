import type { coupons } from './coupons.tables.ts';

type SeedCoupon = Omit<typeof coupons.$inferInsert, 'placeId'>;

/** Demo coupons per place (slug). */
export const demoCoupons: Record<string, SeedCoupon[]> = {
  'cantina-da-praca': [
    {
      code: 'PRIMEIRA',
      kind: 'percent',
      value: 1000,
      description: '10% de desconto na primeira compra.',
      firstPurchaseOnly: true,
      perUserLimit: 1,
    },
    {
      code: 'DESCONTO5',
      kind: 'flat',
      value: 500,
      description: 'R$ 5,00 de desconto em pedidos a partir de R$ 30,00.',
      minOrderCents: 3000,
      perUserLimit: 0,
    },
    {
      code: 'VOLTEI',
      kind: 'cashback',
      value: 800,
      description: 'R$ 8,00 de cashback quando o pedido for entregue.',
      perUserLimit: 1,
    },
  ],
};
