import type { Tx } from '../../platform/db/client.ts';
import { createKitchenRepo } from './kitchen.repo.ts';

/** Demo kitchen stations by the categories' URL keys (decision 068): a kitchen split as a real one is. */
const demoStations: Record<string, { name: string; categories: string[] }[]> = {
  'cantina-da-praca': [
    { name: 'Cozinha', categories: ['entradas', 'massas'] },
    { name: 'Forno', categories: ['pizzas'] },
    { name: 'Bar', categories: ['bebidas'] },
    { name: 'Sobremesas', categories: ['sobremesas'] },
  ],
  'bar-do-porto': [
    { name: 'Chapa', categories: ['petiscos'] },
    { name: 'Bar', categories: ['drinks', 'cervejas'] },
  ],
};

export async function seedDemoStations(tx: Tx, place: { id: string; slug: string }, categoryIds: Map<string, string>) {
  const list = (demoStations[place.slug] ?? []).map((s) => ({
    name: s.name,
    categoryIds: s.categories.flatMap((key) => categoryIds.get(key) ?? []),
  }));
  if (list.length > 0) await createKitchenRepo().replaceStations(tx, place.id, list);
}
