import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ChatCredentials = CallResult<'octadesk/credentials'>;

export const saveChatCredentials = (body: CallBody<'octadesk/credentials/set'>) =>
  api.call('octadesk/credentials/set', body);

/** Keyed by the manager token: another session never reads this one's answer. */
export const chatCredentialsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['octadesk/credentials', managerToken],
    queryFn: () => api.call('octadesk/credentials', {}),
    staleTime: 0,
  });
