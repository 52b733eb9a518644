import type { SmsPort } from '../../integrations/sms/port.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Handlers } from '../../platform/http.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { PlaceCache } from '../places/index.ts';
import { createAdminLinkRepo } from './admin-link.repo.ts';
import { adminLinkRoutes } from './admin-link.routes.ts';
import { createAdminLinkService } from './admin-link.service.ts';
import type { SessionService } from './session.service.ts';
import { createTeamRepo } from './team.repo.ts';
import { teamRoutes } from './team.routes.ts';
import { createTeamService } from './team.service.ts';
import type { TeamInvitationCache } from './team-invitation-cache.ts';
import type { UsersRepo } from './users.repo.ts';

/** Team and admin link calls, wired from the container's shared pieces. */
export function createTeamHandlers(deps: {
  database: Database;
  users: UsersRepo;
  sessions: SessionService;
  limiter: RateLimiter;
  sms: SmsPort;
  places: PlaceCache;
  invitations?: TeamInvitationCache;
  publicUrl?: string;
}): Pick<Handlers, keyof ReturnType<typeof teamRoutes> | keyof ReturnType<typeof adminLinkRoutes>> {
  const team = createTeamService({
    database: deps.database,
    team: createTeamRepo(),
    limiter: deps.limiter,
    sms: deps.sms,
    invitationsChanged: deps.invitations?.invalidate,
    async placeInfo(placeId) {
      const row = await deps.places.find(placeId);
      return { name: row?.name ?? '', link: `${deps.publicUrl ?? ''}/p/${row?.slug ?? placeId}/` };
    },
  });
  const adminLink = createAdminLinkService({
    database: deps.database,
    links: createAdminLinkRepo(),
    users: deps.users,
    sessions: deps.sessions,
    limiter: deps.limiter,
  });
  return { ...teamRoutes({ team }), ...adminLinkRoutes({ adminLink }) };
}
