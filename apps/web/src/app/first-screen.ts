import { prefetchProductList } from '../features/catalogue/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { indexTarget } from '../routes/store/index-rules.ts';
import { applyBootData } from './boot-data.ts';
import { pathFor } from './route-table.ts';
import { preloadScreen } from './router.tsx';
import { preloginQuery } from './shared/current-place.ts';

let bootBanner: string | null = null;

/**
 * The banner the server put in the loading screen (Home, decision 228), read before React replaces
 * it: the app's own loading screen keeps showing it in the same place.
 */
export const firstScreenBanner = () => bootBanner;

/** The part of `document` read here (tests pass their own). */
type PageDocument = { querySelector(selector: string): { getAttribute(name: string): string | null } | null };

export function readBootBanner(doc: PageDocument = document): void {
  bootBanner = doc.querySelector('#root img.boot-banner')?.getAttribute('src') ?? null;
}

/**
 * Called once before React mounts (decision 027). What the first screen needs starts downloading at
 * once and side by side: the place's settings, the screen's chunk and texts, and on Home the first
 * page of each category's products. For Index the likely target (by the same rules as its loader, without the
 * session, which is not read yet) starts as soon as the settings arrive.
 */
export function preloadFirstScreen(pathname: string): void {
  readBootBanner();
  applyBootData();
  const prelogin = queryClient.fetchQuery(preloginQuery);
  prelogin.catch(() => {});
  const route = preloadScreen(pathname);
  // Home lists its menu by category: the menu entries come with the settings.
  const menuTypes = (data: Awaited<typeof prelogin>) => data.restaurant_data.menu.map((entry) => entry.type_search);
  if (route === 'Home')
    prelogin.then(
      (data) => prefetchProductList(menuTypes(data)),
      () => {},
    );
  if (route !== 'Index') return;
  prelogin.then(
    (data) => {
      const target = indexTarget({ place: data.restaurant_data });
      preloadScreen(pathFor(target.route));
      if (target.route === 'Home') prefetchProductList(menuTypes(data));
    },
    () => {},
  );
}
