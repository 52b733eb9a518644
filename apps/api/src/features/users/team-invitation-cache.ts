import type { Database } from '../../platform/db/client.ts';
import { createSwrCache } from '../../platform/swr-cache.ts';
import type { TeamRepo } from './team.repo.ts';

/**
 * The phones with a pending team invitation, per place, kept in memory for 5 s (as the place cache,
 * decision 006), so `readuserinfo` — read on every load — opens a transaction to claim an
 * invitation only when one may exist. The inviting instance invalidates at once; others within 5 s.
 */
export function createTeamInvitationCache(database: Database, team: TeamRepo, ttlMs = 5_000) {
  const cache = createSwrCache<ReadonlySet<string>>({
    ttlMs,
    load: (placeId) =>
      database.inPlace(placeId, async (tx) => new Set((await team.pending(tx, placeId)).map((i) => i.phone))),
  });
  return {
    async has(placeId: string, phone: string): Promise<boolean> {
      return (await cache.get(placeId)).has(phone);
    },
    invalidate(placeId: string) {
      cache.invalidate((key) => key === placeId);
    },
  };
}
export type TeamInvitationCache = ReturnType<typeof createTeamInvitationCache>;
