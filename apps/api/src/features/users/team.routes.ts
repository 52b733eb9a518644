import type { Handlers } from '../../platform/http.ts';
import type { TeamService } from './team.service.ts';

type TeamCalls = 'team/list' | 'team/invite' | 'team/uninvite' | 'team/remove' | 'team/supplier';

export function teamRoutes(s: { team: TeamService }): Pick<Handlers, TeamCalls> {
  return {
    'team/list': s.team.list,
    'team/invite': s.team.invite,
    'team/uninvite': s.team.uninvite,
    'team/remove': s.team.remove,
    'team/supplier': s.team.supplier,
  };
}
