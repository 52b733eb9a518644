import type { Tx } from '../../platform/db/client.ts';
import { createSalesFunnelSeedRepo } from './sales-funnel-seed.repo.ts';

const CLINIC = 'clinica-bem-estar';
const LEADS = 200;
const FIRST = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduardo',
  'Fernanda',
  'Gabriel',
  'Helena',
  'Igor',
  'Juliana',
  'Karina',
  'Lucas',
  'Mariana',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
];
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Henriques',
  'Lima',
  'Moraes',
  'Nogueira',
  'Oliveira',
  'Pereira',
  'Queiroz',
  'Ribeiro',
  'Santos',
  'Teixeira',
  'Vieira',
];
const PROFESSIONALS = ['supplier-pedro', 'supplier-beatriz', 'supplier-camila', 'supplier-rafael'];
const AGENTS = ['Júlia (recepção)', 'Marcos (recepção)', 'Atendimento automático'];
const NOTES = [
  'Quer saber valores de harmonização facial.',
  'Perguntou sobre avaliação para limpeza de pele.',
  'Pediu horário à noite.',
  null,
  'Indicada por uma amiga, quer agendar avaliação.',
  null,
];

/**
 * 200 leads of the clinic's sales funnel spread over the last 90 days, with the demo campaigns,
 * contact types and first contacts: newer leads still new, older ones scheduled, attended or lost
 * (with a reason). Stages set by hand (decision 147); one bulk insert.
 */
export async function seedDemoFunnel(tx: Tx, place: { id: string; slug: string }, now: Date = new Date()) {
  if (place.slug !== CLINIC) return;
  const placeId = place.id;
  const repo = createSalesFunnelSeedRepo();
  const { campaigns, types, firsts, reasons } = await repo.listIds(tx, placeId);
  const pick = <T>(list: T[], i: number): T | null => (list.length ? (list[i % list.length] as T) : null);
  const rows = Array.from({ length: LEADS }, (_, i) => {
    const ageDays = (i * 89) / (LEADS - 1);
    const createdAt = new Date(now.getTime() - ageDays * 86_400_000 - ((i * 37) % 600) * 60_000);
    // Newer leads are mostly new; older ones moved on.
    const roll = (i * 7919) % 100;
    const stage = ageDays < 5 ? 'new' : roll < 25 ? 'new' : roll < 50 ? 'scheduled' : roll < 78 ? 'attended' : 'lost';
    const lost = stage === 'lost';
    const phone = `119${String(80_000_000 + ((i * 104_729) % 9_999_999)).padStart(8, '0')}`;
    return {
      placeId,
      chatId: i % 4 === 3 ? null : `demo-chat-${i + 1}`,
      personId: i % 4 === 3 ? null : `demo-person-${i + 1}`,
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
      phone,
      agentName: pick(AGENTS, i),
      campaignId: pick(campaigns, i * 3)?.id ?? null,
      contactTypeId: pick(types, i * 5)?.id ?? null,
      firstContactId: pick(firsts, i)?.id ?? null,
      servedBy: stage === 'new' ? null : pick(PROFESSIONALS, i * 11),
      manualStage: lost ? 'new' : stage,
      lostAt: lost ? new Date(createdAt.getTime() + 3 * 86_400_000) : null,
      cancellationReasonId: lost ? (pick(reasons, i)?.id ?? null) : null,
      notes: pick(NOTES, i),
      // A few leads wait for a call back: hidden until a reminder in the next days.
      unlockAt: !lost && i % 25 === 1 ? new Date(now.getTime() + ((i % 3) + 1) * 86_400_000) : null,
      reminderNote: !lost && i % 25 === 1 ? 'Ligar de volta: pediu para falar depois do pagamento.' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await repo.insertLeads(tx, rows);
}
