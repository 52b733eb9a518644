import { ApiError } from '@app/domain/client';
import { tellWrapper } from '../../lib/native-wrapper.ts';
import { queryClient } from '../../lib/query-client.ts';
import { dropPushSubscription } from '../../lib/service-worker.ts';
import { browserStore } from '../../lib/storage.ts';
import { ui } from '../../lib/ui-store.ts';
import { readUserInfo, type UserInfo, userQuery } from './current-user.ts';
import { logoutCall, type SessionResponse } from './session-calls.ts';

// Session life cycle of spec 3 §4: store the session, refresh the user, log out (normal and forced).

export function applySession(session: SessionResponse): UserInfo {
  browserStore.getState().setSession({
    token: session.token,
    managerToken: session.manager?.managerToken ?? null,
    managerId: session.manager?.managerId ?? null,
  });
  const info: UserInfo = { ...session.user, manager: session.manager };
  const { queryKey } = userQuery(session.token);
  queryClient.setQueryData(queryKey, info);
  // The sign-in answer has the person but not what readuserinfo adds (the saved addresses): shown at
  // once, then read in full, so a cart opened right after login lists the addresses.
  void queryClient.invalidateQueries({ queryKey, exact: true });
  return info;
}

/** After a password reset by SMS the server gives only a token: store it and read the user. */
export async function applyToken(token: string): Promise<UserInfo> {
  browserStore.getState().setSession({ token });
  const info = await readUserInfo();
  if (info.manager?.managerToken) {
    browserStore
      .getState()
      .setSession({ token, managerToken: info.manager.managerToken, managerId: info.manager.managerId });
  }
  queryClient.setQueryData(userQuery(token).queryKey, info);
  return info;
}

export function setUser(info: Omit<UserInfo, 'manager'>): void {
  const token = browserStore.getState().token;
  queryClient.setQueryData(userQuery(token).queryKey, (old) => (old ? { ...old, ...info } : old));
}

/**
 * Spec 3 §4: a default-login user without a validated phone must validate, unless acting with a
 * manager token or holding a master account.
 */
export function needsPhoneValidation(info: UserInfo, managerToken: string | null): boolean {
  return (
    !info.phone_validation && !managerToken && !info.master_account && info.login_type === 'password' && !!info.phone
  );
}

/** Forced logout: user, cart, coupon, budget, flags, order, online payment and the stored keys. */
export function forceLogout(): void {
  browserStore.getState().clearAll();
  queryClient.removeQueries({ queryKey: ['readuserinfo'] });
  ui.closeDialog();
  // The native wrapper ends its own session too (docs/native-wrapper.md); nothing in a browser.
  tellWrapper({ type: 'logout' });
  // The next person on this browser gets none of this one's notifications (decision 101).
  void dropPushSubscription().catch(() => undefined);
}

/** Normal logout calls the server first; the local session ends whatever it answers. */
export async function logout(): Promise<void> {
  try {
    // Staff acting for a customer: the acting session ends first, then their own.
    const { ownToken, managerToken, managerId } = browserStore.getState();
    if (ownToken) {
      await logoutCall().catch(() => undefined);
      browserStore.getState().setSession({ token: ownToken, managerToken, managerId });
    }
    await logoutCall();
  } catch {
    // The token may already be gone on the server; logging out locally is what the person asked.
  } finally {
    forceLogout();
  }
}

/**
 * Re-reads the user. A refused token forces logout (spec 3 §4); a manager answer without manager
 * data drops the stored manager token and id.
 */
export async function refreshUser(): Promise<UserInfo | null> {
  const { token, managerToken } = browserStore.getState();
  if (!token) return null;
  try {
    const info = await queryClient.fetchQuery({ ...userQuery(token), staleTime: 0 });
    if (managerToken && !info.manager) browserStore.getState().clearManager();
    return info;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) forceLogout();
    return null;
  }
}
