import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { browserStore } from '../../lib/storage.ts';
import { type UserInfo, userQuery } from './current-user.ts';
import { applySession } from './session.ts';
import type { SessionResponse } from './session-calls.ts';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  browserStore.getState().clearAll();
});

describe('applySession', () => {
  it('shows the signed-in person at once, then reads the full user (with the saved addresses)', async () => {
    const full = { _id: 'u1', username: 'Maria', address_list: [{ _id: 'a1' }] } as unknown as UserInfo;
    const readuserinfo = vi.spyOn(api, 'call').mockResolvedValue(full as never);
    const session = {
      token: 't1',
      user: { _id: 'u1', username: 'Maria' },
      manager: null,
    } as unknown as SessionResponse;

    const info = applySession(session);

    expect(info).toMatchObject({ _id: 'u1', username: 'Maria' });
    expect(browserStore.getState().token).toBe('t1');
    const query = userQuery('t1');
    expect(queryClient.getQueryState(query.queryKey)?.isInvalidated).toBe(true);
    // The next reader of the user (the cart's address picker) gets the full answer, not the login's.
    await expect(queryClient.ensureQueryData({ ...query, revalidateIfStale: true })).resolves.toBeDefined();
    await vi.waitFor(() => expect(queryClient.getQueryData(query.queryKey)).toEqual(full));
    expect(readuserinfo).toHaveBeenCalledWith('readuserinfo', {});
  });
});
