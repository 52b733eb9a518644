import type { Handlers } from '../../platform/http.ts';
import type { TeamService } from './team.service.ts';

type TeamCalls = 'team/list' | 'team/invite' | 'team/uninvite' | 'team/remove' | 'team/supplier' | 'team/role';

export function teamRoutes(s: { team: TeamService }): Pick<Handlers, TeamCalls> {
  return {
    'team/list': s.team.listTeam,
    'team/invite': s.team.inviteMember,
    'team/uninvite': s.team.cancelInvitation,
    'team/remove': s.team.removeMember,
    'team/supplier': s.team.setSupplier,
    'team/role': s.team.setRole,
  };
}
