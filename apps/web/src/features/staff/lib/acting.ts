import { type UserInfo, userQuery } from '../../../app/shared/current-user.ts';
import { forceLogout, refreshUser } from '../../../app/shared/session.ts';
import { logoutCall, type SessionResponse } from '../../../app/shared/session-calls.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { browserStore } from '../../../lib/storage.ts';

// Staff acting for a customer (spec 1 §4 'Staff switch', decision 076). The acting token replaces
// the user token; the manager token stays, so the storefront keeps its staff tools; the staff
// member's own token waits in `ownToken` until they stop acting.

/** What the next customer must not inherit: cart (with its budget flag), coupon, discounts, pending order. */
export function clearCustomerState(): void {
  const store = browserStore.getState();
  store.set('cart', null);
  store.set('coupon', null);
  store.set('discounts', null);
  store.set('pendingOrderId', null);
  store.set('cacheCartId', null);
}

async function endActingSession(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // Already expired or revoked on the server: nothing is left to end.
  }
}

/** Takes the session answered by managerlogin or by createuser with the manager token; no redirect. */
export async function startActing(session: SessionResponse): Promise<void> {
  const store = browserStore.getState();
  const { token, managerToken, managerId, ownToken } = store;
  const staffManager = token ? (queryClient.getQueryData(userQuery(token).queryKey)?.manager ?? null) : null;
  // Switching from one customer to another ends the first acting session.
  if (ownToken) await endActingSession();
  clearCustomerState();
  store.set('ownToken', ownToken ?? token);
  store.setSession({ token: session.token, managerToken, managerId });
  const info: UserInfo = { ...session.user, manager: staffManager };
  const { queryKey } = userQuery(session.token);
  queryClient.setQueryData(queryKey, info);
  // The full read names who is acting and carries the saved addresses.
  void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** Back to the staff member's own account (also the 'anonymous' choice: orders with no customer). */
export async function stopActing(): Promise<void> {
  const store = browserStore.getState();
  const own = store.ownToken;
  await endActingSession();
  clearCustomerState();
  store.set('ownToken', null);
  if (!own) {
    forceLogout();
    return;
  }
  store.setSession({ token: own, managerToken: store.managerToken, managerId: store.managerId });
  await refreshUser();
}
