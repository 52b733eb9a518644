import { pathFor } from '../../app/route-table.ts';
import { preloginQuery } from '../../app/shared/current-place.ts';
import { userQuery } from '../../app/shared/current-user.ts';
import { queryClient } from '../../lib/query-client.ts';
import { browserStore } from '../../lib/storage.ts';
import { indexTarget } from './index-rules.ts';

/**
 * Index always redirects by its rules (spec 3 §2.2), so it shows nothing itself; the store
 * information is at /informacoes, reached from the toolbar.
 */
export async function loader(): Promise<string> {
  const prelogin = await queryClient.ensureQueryData(preloginQuery);
  const { token, managerToken } = browserStore.getState();
  // The person matters only for the open-account rules; a failed read goes on as signed out.
  const info = token ? await queryClient.ensureQueryData(userQuery(token)).catch(() => null) : null;
  const user = info ? { manager: !!managerToken && !!info.manager, openOrderId: info.openOrderId } : null;
  const target = indexTarget({ place: prelogin.restaurant_data, user });
  return pathFor(target.route, target.params);
}

export function Component() {
  return null;
}
