import type { Tx } from '../../platform/db/client.ts';
import { createTeamRepo } from './team.repo.ts';

/** A pending invitation at the Cantina, so /admin/equipe shows one (README: demo logins). */
export const demoInvitations: Record<string, string[]> = { 'cantina-da-praca': ['11987650009'] };

export async function seedDemoTeam(tx: Tx, place: { id: string; slug: string }, ownerId: string | undefined) {
  const team = createTeamRepo();
  for (const phone of demoInvitations[place.slug] ?? [])
    await team.upsertInvitation(tx, place.id, phone, ownerId ?? '');
}
