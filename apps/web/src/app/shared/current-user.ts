import type { CallResult } from '@app/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { browserStore, useBrowserStore } from '../../lib/storage.ts';

export type UserInfo = CallResult<'readuserinfo'>;
export type Manager = NonNullable<UserInfo['manager']>;

export async function readUserInfo(): Promise<UserInfo> {
  const info = await api.call('readuserinfo', {});
  // A team invitation claimed on this read comes with the place's manager token (decision 031).
  const managerToken = info.manager?.managerToken;
  const state = browserStore.getState();
  if (managerToken && state.token && !state.managerToken) {
    state.setSession({ token: state.token, managerToken, managerId: info.manager?.managerId ?? null });
  }
  return info;
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
