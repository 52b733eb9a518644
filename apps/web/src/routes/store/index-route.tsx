import { lazy, Suspense } from 'react';
import { isRegistered } from '../../app/registered-routes.ts';
import { pathFor } from '../../app/route-table.ts';
import { preloginQuery, usePrelogin } from '../../app/shared/current-place.ts';
import { userQuery } from '../../app/shared/current-user.ts';
import { queryClient } from '../../lib/query-client.ts';
import { browserStore } from '../../lib/storage.ts';
import { indexRedirect } from './index-rules.ts';

// Index usually redirects: the store information (and its texts) load only when it stays.
const StoreInfo = lazy(() =>
  import('../../features/places/components/store-info.tsx').then((m) => ({ default: m.StoreInfo })),
);

/**
 * Index redirects by its rules (spec 3 §2.2); a target without a screen yet falls back to Home.
 * The store information stays at /informacoes, reached from the toolbar.
 */
export async function loader(): Promise<string | null> {
  const prelogin = await queryClient.ensureQueryData(preloginQuery);
  const token = browserStore.getState().token;
  const info = token ? queryClient.getQueryData(userQuery(token).queryKey) : undefined;
  const target = indexRedirect(
    { place: prelogin.restaurant_data, hasManager: !!info?.manager, openOrderId: info?.openOrderId ?? null },
    isRegistered,
  );
  return target ? pathFor(target.route, target.params) : null;
}

export function Component() {
  const prelogin = usePrelogin();
  return prelogin ? (
    <Suspense fallback={null}>
      <StoreInfo prelogin={prelogin} />
    </Suspense>
  ) : null;
}
