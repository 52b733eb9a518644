import type { Handlers } from '../../platform/http.ts';
import type { AccessRequestsService } from './access-requests.service.ts';

type AccessRequestsCalls = 'useraccess/request' | 'useraccess/check' | 'useraccess/list' | 'useraccess/update';

export function accessRequestsRoutes(s: {
  accessRequests: AccessRequestsService;
}): Pick<Handlers, AccessRequestsCalls> {
  return {
    'useraccess/request': s.accessRequests.request,
    'useraccess/check': s.accessRequests.check,
    'useraccess/list': s.accessRequests.list,
    'useraccess/update': s.accessRequests.update,
  };
}
