import { randomUUID } from 'node:crypto';
import type { StoredSplitRule } from '@app/domain/split-rules/rules';
import type { Tx } from '../../platform/db/client.ts';
import { createSplitRulesRepo } from './split-rules.repo.ts';

type DemoRule = Omit<StoredSplitRule, 'id'>;

// Belo Horizonte's ISS on health services and the card intermediary's fee, as a clinic books them.
const iss: DemoRule = {
  description: 'ISS de Belo Horizonte sobre serviços de saúde',
  kind: 'tax',
  supplierId: null,
  type: 'percentage',
  amount: 500,
  overProfit: false,
  required: true,
  mutable: false,
  indication: false,
};
const cardFee: DemoRule = {
  description: 'Taxa do intermediador de pagamento (cartão e Pix)',
  kind: 'tax',
  supplierId: null,
  type: 'percentage',
  amount: 349,
  overProfit: false,
  required: true,
  mutable: false,
  indication: false,
};

/** Demo split rule sets by place slug: Dr. Pedro and the clinic itself as recipients. */
const demoSets: Record<string, { name: string; description: string; isDefault: boolean; rules: DemoRule[] }[]> = {
  'clinica-bem-estar': [
    {
      name: 'Consulta dermatológica com Dr. Pedro Prestador — repasse de 60% do lucro bruto',
      description:
        'Impostos e taxa do intermediador saem do total; do lucro bruto, 60% vão para o Dr. Pedro e o resto fica com a clínica.',
      isDefault: true,
      rules: [
        iss,
        cardFee,
        {
          description: 'Repasse ao Dr. Pedro Prestador pela consulta',
          kind: 'share',
          supplierId: 'supplier-pedro',
          type: 'percentage',
          amount: 6_000,
          overProfit: true,
          required: true,
          mutable: true,
          indication: false,
        },
        {
          description: 'Comissão de indicação para quem encaminhou o paciente',
          kind: 'share',
          supplierId: 'supplier-pedro',
          type: 'percentage',
          amount: 500,
          overProfit: false,
          required: false,
          mutable: true,
          indication: true,
        },
      ],
    },
    {
      name: 'Procedimento estético com insumos — repasse fixo por sessão',
      description: 'Material descartável por conta da clínica e um valor fixo por sessão para o prestador.',
      isDefault: false,
      rules: [
        iss,
        {
          description: 'Material descartável, anestésico tópico e insumos da sala',
          kind: 'cost',
          supplierId: null,
          type: 'value',
          amount: 4_500,
          overProfit: false,
          required: true,
          mutable: false,
          indication: false,
        },
        {
          description: 'Repasse fixo ao Dr. Pedro Prestador por sessão',
          kind: 'share',
          supplierId: 'supplier-pedro',
          type: 'value',
          amount: 12_000,
          overProfit: false,
          required: false,
          mutable: true,
          indication: false,
        },
      ],
    },
    {
      name: 'Atendimento da própria clínica (sem repasse a prestador)',
      description: 'Nutrição e retornos feitos pela equipe da clínica: só impostos e taxa do intermediador.',
      isDefault: false,
      rules: [iss, cardFee],
    },
  ],
};

/** Suppliers paid through the provider (decision 126): their seller in the sandbox (payments.seed.ts). */
const demoPayees: Record<string, Record<string, string>> = {
  'clinica-bem-estar': { 'supplier-pedro': 'seller-dr-pedro' },
};

export async function seedDemoSplitRules(tx: Tx, place: { id: string; slug: string }) {
  const repo = createSplitRulesRepo();
  for (const set of demoSets[place.slug] ?? []) {
    await repo.insert(tx, place.id, { ...set, rules: set.rules.map((r) => ({ id: randomUUID(), ...r })) });
  }
  for (const [supplierId, sellerId] of Object.entries(demoPayees[place.slug] ?? {})) {
    await repo.setPayee(tx, place.id, supplierId, sellerId);
  }
}
