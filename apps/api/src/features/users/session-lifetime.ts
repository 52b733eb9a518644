import type { ManagerSession, UserSession } from '../../platform/actor.ts';
import type { Lifetime, SessionLifetimes } from '../../platform/config.ts';
import type { RequestResolvers } from '../../platform/http.ts';
import type { UsersRepo } from './users.repo.ts';

/**
 * Sliding sessions (decision 047): a token ends after `idleMs` without use and, however much it is
 * used, `maxMs` after it was issued. Using it pushes the end forward, but the row is written only
 * when the end would move by a 24th of the idle limit (a day at most), so a busy token costs one
 * write a day (customers) or every half hour (staff), not one per request.
 */

const MAX_STEP_MS = 86_400_000;

/** When a new session of this lifetime ends. */
export function firstExpiry(lifetime: Lifetime, now = Date.now()): Date {
  return new Date(now + Math.min(lifetime.idleMs, lifetime.maxMs));
}

/** The later end a use at `now` earns, or null when no write is due (too soon, or at the absolute limit). */
export function slidExpiry(lifetime: Lifetime, createdAt: Date, expiresAt: Date, now = Date.now()): Date | null {
  const cap = createdAt.getTime() + lifetime.maxMs;
  const target = Math.min(now + lifetime.idleMs, cap);
  const gain = target - expiresAt.getTime();
  const step = Math.min(lifetime.idleMs / 24, MAX_STEP_MS);
  // Reaching the cap is written at once (one last write), so the end is exact.
  return gain >= step || (target === cap && gain > 0) ? new Date(target) : null;
}

/** Past the absolute limit of today's configuration (a row written under a longer one ends too). */
export const pastMax = (lifetime: Lifetime, createdAt: Date, now = Date.now()) =>
  createdAt.getTime() + lifetime.maxMs <= now;

type Timed = { sessionId: string; createdAt: Date; expiresAt: Date };

/**
 * The platform's session lookups with the sliding end applied: still one query per token, plus the
 * occasional write when the end moves. Sessions of staff acting as a customer keep the end they were
 * given (their rules are the acting session's own).
 */
export function createSessionResolvers(
  users: UsersRepo,
  lifetimes: SessionLifetimes,
): Pick<RequestResolvers, 'findUserSession' | 'findManagerSession'> {
  async function slide(row: Timed, lifetime: Lifetime): Promise<boolean> {
    const now = Date.now();
    if (pastMax(lifetime, row.createdAt, now)) return false;
    const next = slidExpiry(lifetime, row.createdAt, row.expiresAt, now);
    if (next) await users.extendSession(row.sessionId, next);
    return true;
  }
  return {
    async findUserSession(hash, placeId, call): Promise<UserSession | null> {
      const row = await users.findUserSession(hash, placeId, call === 'readuserinfo');
      if (!row) return null;
      if (row.actingManagerId) return row;
      return (await slide(row, lifetimes.user)) ? row : null;
    },
    async findManagerSession(hash, placeId): Promise<ManagerSession | null> {
      const row = await users.findManagerSession(hash, placeId);
      if (!row) return null;
      return (await slide(row, lifetimes.manager)) ? row : null;
    },
  };
}
