import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Access requests of the new-user flow (decision 122): the person's check and request, the staff
// list and decision. The check's query options are the guard's too (app/root-loader.ts).

export type AccessCheck = CallResult<'useraccess/check'>;
export type AccessRequestItem = CallResult<'useraccess/list'>['requests'][number];

/**
 * While a request waits, the decision arrives on the live stream (decision 188); only while the
 * stream is down does the open screen ask again, this often.
 */
export const ACCESS_CHECK_FALLBACK_POLL_MS = 20_000;

export function accessCheckQuery(token: string | null) {
  return queryOptions({
    queryKey: ['useraccess/check', token],
    queryFn: () => api.call('useraccess/check', {}),
    enabled: !!token,
    staleTime: 30_000,
    retry: false,
  });
}

export const requestAccess = (body: CallBody<'useraccess/request'>) => api.call('useraccess/request', body);

export function accessListQuery(status: CallBody<'useraccess/list'>['status'], managerToken: string | null) {
  return queryOptions({
    queryKey: ['useraccess/list', status, managerToken],
    queryFn: () => api.call('useraccess/list', { status }),
    enabled: !!managerToken,
    staleTime: 0,
  });
}

export const decideAccess = (body: CallBody<'useraccess/update'>) =>
  api.call('useraccess/update', body).then((r) => r.request);
