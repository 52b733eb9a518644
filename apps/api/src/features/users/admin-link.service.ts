import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult, ErrorCode } from '@app/domain';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { guardRate } from '../../platform/rate-limit.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { AdminLinkRepo } from './admin-link.repo.ts';
import type { SessionService } from './session.service.ts';
import { teamText } from './team.messages.ts';
import type { UsersRepo } from './users.repo.ts';

/** How long an admin link works (short-lived). */
export const ADMIN_LINK_TTL_SECONDS = 120;
/** 24 random bytes: 192 bits, 32 base64url characters. */
const CODE_BYTES = 24;

export const ADMIN_LINK_LIMITS = {
  createPerUser: { limit: 20, window: 600 },
  redeemPerIp: { limit: 20, window: 600 },
} as const;

/**
 * The storefront's 'open admin' (spec 1 §6) without a password or token in a URL: the manager asks
 * for a random single-use code, stored only as its SHA-256, valid for two minutes; the link
 * /p/{slug}/admin/entrar/{code} exchanges it once for a fresh session (docs/decisions, admin link).
 */
export function createAdminLinkService(deps: {
  database: Database;
  links: AdminLinkRepo;
  users: UsersRepo;
  sessions: SessionService;
  limiter: RateLimiter;
}) {
  const { database, links } = deps;
  const gone = (actor: Actor, key: 'linkInvalid' | 'linkUsed' | 'linkExpired', code: ErrorCode, status: number) =>
    new AppError(code, teamText(actor, key), status, { errorType: code });

  return {
    async createLink(actor: Actor): Promise<CallResult<'admin/link/create'>> {
      const place = placeOf(actor);
      const manager = actor.manager;
      if (!manager) throw new AppError('access_denied', 'access_denied', 403);
      await guardRate(deps.limiter, actor, [
        { key: `adminlink:create:${manager.userId}`, ...ADMIN_LINK_LIMITS.createPerUser },
      ]);
      const code = randomBytes(CODE_BYTES).toString('base64url');
      await database.inPlace(place.id, (tx) =>
        links.insert(tx, {
          placeId: place.id,
          userId: manager.userId,
          codeHash: hashToken(code),
          expiresAt: new Date(Date.now() + ADMIN_LINK_TTL_SECONDS * 1000),
        }),
      );
      return {
        code,
        path: `/p/${encodeURIComponent(place.slug)}/admin/entrar/${code}`,
        expires_in: ADMIN_LINK_TTL_SECONDS,
      };
    },

    async redeemLink(actor: Actor, input: CallInput<'admin/link/redeem'>): Promise<CallResult<'admin/link/redeem'>> {
      const place = placeOf(actor);
      await guardRate(deps.limiter, actor, [{ key: `adminlink:redeem:${actor.ip}`, ...ADMIN_LINK_LIMITS.redeemPerIp }]);
      // A failed redeem must commit nothing, and a used or expired code says so clearly.
      const outcome = await database.inPlace(place.id, async (tx) => {
        const row = await links.findForUpdate(tx, place.id, hashToken(input.code));
        if (!row) return { error: gone(actor, 'linkInvalid', 'link_invalid', 404) } as const;
        if (row.usedAt) return { error: gone(actor, 'linkUsed', 'link_used', 410) } as const;
        if (row.expiresAt.getTime() <= Date.now())
          return { error: gone(actor, 'linkExpired', 'link_expired', 410) } as const;
        if (!(await links.use(tx, row.id))) return { error: gone(actor, 'linkUsed', 'link_used', 410) } as const;
        // Still staff here? Otherwise the code is spent and no session is opened.
        const member = await deps.users.findMember(tx, place.id, row.userId);
        const user =
          member && (member.isManager || member.isOwner) ? await deps.users.findUserById(tx, row.userId) : null;
        if (!user) return { spent: true } as const;
        const session = await deps.sessions.openSession(tx, actor, user);
        if (!session.manager?.managerToken) throw new Error('staff session without a manager token');
        return { session: { token: session.token, user: session.user, manager: session.manager } } as const;
      });
      if ('error' in outcome) throw outcome.error;
      if ('spent' in outcome)
        throw new AppError('not_staff', teamText(actor, 'notStaff'), 403, { errorType: 'not_staff' });
      return outcome.session;
    },
  };
}
