import { prefetchProductList } from '../features/catalogue/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { indexTarget } from '../routes/store/index-rules.ts';
import { applyBootData } from './boot-data.ts';
import { pathFor } from './route-table.ts';
import { preloadScreen } from './router.tsx';
import { preloginQuery } from './shared/current-place.ts';

/** The part of the page's banner used here (tests pass their own). */
type BootBanner = { getAttribute(name: string): string | null; remove(): void };
/** The part of `document` read here (tests pass their own). */
type PageDocument = { querySelector(selector: string): BootBanner | null };

let bootBanner: BootBanner | null = null;

/**
 * The banner the server put above the loading screen (Home, decisions 228 and 232), read before React
 * mounts. It stays in the page, the same element, until the first screen shows its own: a new
 * element would be a new paint to wait for (a later LCP candidate, and its image decoded again).
 */
export const firstScreenBanner = () => bootBanner?.getAttribute('src') ?? null;

/** Called as the first screen (or its error) commits, before it paints: the header has its own. */
export function dropBootBanner(): void {
  bootBanner?.remove();
  bootBanner = null;
}

export function readBootBanner(doc: PageDocument = document): void {
  bootBanner = doc.querySelector('body > img.boot-banner');
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
