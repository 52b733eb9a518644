import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { preloginQuery, usePlace } from '../../app/shared/current-place.ts';
import {
  Catalogue,
  currentRouteParams,
  Highlights,
  hasHighlights,
  prefetchProductList,
  setFilter,
  useFilter,
} from '../../features/catalogue/index.ts';
import { StoreHeader } from '../../features/places/index.ts';
import { queryClient } from '../../lib/query-client.ts';
import { browserStore } from '../../lib/storage.ts';

// Loaded only when Home carries ?shareOrder= (after an order placed for someone else).
const ShareOrderFromParam = lazy(() => import('../../features/orders/components/share-order-param.tsx'));

// 'validation' (the refusal texts) loads after the first paint: see useValidationLater.
export const namespaces = ['catalogue', 'store'] as const;

/** /home/{id?}: a table/comanda id in the path is stored for the place (spec 3 §2.2). */
export function loader(): null {
  const { id } = currentRouteParams();
  if (id) browserStore.getState().set('comanda', id);
  // The first page of each category's products downloads while the screen renders.
  const menu = queryClient.getQueryData(preloginQuery.queryKey)?.restaurant_data.menu;
  prefetchProductList(menu?.map((entry) => entry.type_search));
  return null;
}

export function Component() {
  const place = usePlace();
  const type = useFilter((s) => s.type);
  const [params] = useSearchParams();
  if (!place) return null;
  return (
    <>
      {params.has('shareOrder') && (
        <Suspense fallback={null}>
          <ShareOrderFromParam />
        </Suspense>
      )}
      <StoreHeader place={place} />
      <Catalogue
        heading={null}
        type={type}
        onTypeChange={(next) => setFilter({ type: next, subtype: undefined })}
        top={hasHighlights(place) ? <Highlights place={place} /> : undefined}
        cartPanel
        grouped
      />
    </>
  );
}
