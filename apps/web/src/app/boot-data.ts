import type { CallResult } from '@app/domain/contract';
import { filterStore, productListQuery } from '../features/catalogue/index.ts';
import { queryClient } from '../lib/query-client.ts';
import { browserStore } from '../lib/storage.ts';
import { preloginQuery } from './shared/current-place.ts';

/** What the server's page may carry for the first screen (API features/app-shell, decision 044). */
type BootData = {
  preloginprime?: CallResult<'preloginprime'>;
  products?: CallResult<'getproductlistnotoken'>;
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
 * queries find them instead of asking. The product page is the anonymous one for the initial filter:
 * a signed-in person (who may see more products) still asks.
 */
export function applyBootData(doc: PageDocument = document): void {
  const boot = readBootData(doc);
  if (!boot) return;
  if (boot.preloginprime) queryClient.setQueryData(preloginQuery.queryKey, boot.preloginprime);
  if (boot.products && !browserStore.getState().token) {
    const { type, subtype, search, sort } = filterStore.getState();
    const key = productListQuery({ type, subtype, search: search || undefined, sort }, null).queryKey;
    queryClient.setQueryData(key, { pages: [boot.products], pageParams: [1] });
  }
}
