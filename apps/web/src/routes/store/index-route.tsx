import { pathFor } from '../../app/route-table.ts';
import { preloginQuery } from '../../app/shared/current-place.ts';
import { queryClient } from '../../lib/query-client.ts';
import { indexTarget } from './index-rules.ts';

/**
 * Index always redirects by its rules (spec 3 §2.2), so it shows nothing itself; the store
 * information is at /informacoes, reached from the toolbar.
 */
export async function loader(): Promise<string> {
  const prelogin = await queryClient.ensureQueryData(preloginQuery);
  return pathFor(indexTarget({ place: prelogin.restaurant_data }).route);
}

export function Component() {
  return null;
}
