import type { CallResult } from '@app/domain/contract';
import { parseBrazilOffset, setKnownBrazilOffset } from '@app/domain/places/known-offset';
import { categoriesQuery, productListQuery } from '../features/catalogue/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { browserStore } from '../lib/storage.ts';
import { preloginQuery } from './shared/current-place.ts';

/** What the server's page may carry for the first screen (API features/app-shell, decision 044). */
type BootData = {
  preloginprime?: CallResult<'preloginprime'>;
  /** Home's grouped menu: the categories and the first page of the first sections (decision 227). */
  categories?: CallResult<'getcategories'>;
  menu?: { type: string; page: CallResult<'getproductlistnotoken'> }[];
  /** São Paulo's UTC offset around the page's time (decision 254): the place's hours without ICU. */
  clock?: unknown;
};

/** The part of `document` read here (tests pass their own). */
type PageDocument = { getElementById(id: string): { textContent: string | null; remove(): void } | null };

function readBootData(doc: PageDocument): BootData | null {
  const element = doc.getElementById('boot-data');
  if (!element?.textContent) return null;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent);
    return data && typeof data === 'object' ? (data as BootData) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the answers the server sent inside the page into the query cache, where the first screen's
 * queries find them instead of asking. The menu is the anonymous one, under the keys Home's
 * MenuSection reads: a signed-in person (who may see more products) still asks.
 */
export function applyBootData(doc: PageDocument = document): void {
  const boot = readBootData(doc);
  if (!boot) return;
  if (boot.preloginprime) queryClient.setQueryData(preloginQuery.queryKey, boot.preloginprime);
  setKnownBrazilOffset(parseBrazilOffset(boot.clock));
  if (browserStore.getState().token) return;
  if (boot.categories) queryClient.setQueryData(categoriesQuery.queryKey, boot.categories);
  for (const { type, page } of Array.isArray(boot.menu) ? boot.menu : []) {
    queryClient.setQueryData(productListQuery({ type }, null).queryKey, { pages: [page], pageParams: [1] });
  }
}
