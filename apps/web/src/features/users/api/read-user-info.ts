import type { CallResult } from '@app/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useBrowserStore } from '../../../lib/storage.ts';

export type UserInfo = CallResult<'readuserinfo'>;
export type Manager = NonNullable<UserInfo['manager']>;

export function readUserInfo(): Promise<UserInfo> {
  return api.call('readuserinfo', {});
}

/** Keyed by token: a new session never reads the previous person's cached data. */
export function userQuery(token: string | null) {
  return queryOptions({
    queryKey: ['readuserinfo', token],
    queryFn: readUserInfo,
    enabled: !!token,
    staleTime: 60_000,
  });
}

export function useCurrentUser(): UserInfo | null {
  const token = useBrowserStore((s) => s.token);
  return useQuery(userQuery(token)).data ?? null;
}
