import { lazy, Suspense } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { type Place, preloginQuery, usePlace } from '../../app/shared/current-place.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
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
import { useTranslation } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { browserStore, useBrowserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';

// Getting into an open account (the table's QR, or the number asked), only at places that run them.
const OpenOrderEntry = lazy(() =>
  import('../../features/open-orders/index.ts').then((m) => ({ default: m.OpenOrderEntry })),
);

// Loaded only when Home carries ?shareOrder= (after an order placed for someone else).
const ShareOrderFromParam = lazy(() => import('../../features/orders/components/share-order-param.tsx'));

// 'validation' (the refusal texts) loads after the first paint: see useValidationLater. The open
// account's texts ('open-orders', 'tables') load with its entry, only at places that run them.
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
  const comanda = useBrowserStore((s) => s.comanda);
  if (!place) return null;
  return (
    <>
      {params.has('shareOrder') && (
        <Suspense fallback={null}>
          <ShareOrderFromParam />
        </Suspense>
      )}
      <StoreHeader place={place} />
      {place.comandaFacil && (comanda || place.comandaFacil_open_order) && (
        <Suspense fallback={null}>
          <HomeOpenOrderEntry place={place} comanda={comanda} />
        </Suspense>
      )}
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

/** The open-account entry on Home; its texts suspend inside Home's boundary, not the first screen. */
function HomeOpenOrderEntry({ place, comanda }: { place: Place; comanda: string | null }) {
  const token = useBrowserStore((s) => s.token);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation('open-orders');
  const here = pathFor('Home', comanda ? { id: comanda } : {});
  return (
    <OpenOrderEntry
      comanda={comanda}
      offersDelivery={place.delivery || place.pickup}
      signedIn={!!token}
      staff={!!managerToken}
      currentOrderId={user?.openOrderId ?? null}
      loginLink={
        <Link className={styles.linkButton} to={`${pathFor('Login')}?redirect=${encodeURIComponent(here)}`}>
          {t('login')}
        </Link>
      }
      onJoined={(id) => void navigate(pathFor('OpenOrder', { id }))}
      accountLink={(id) => (
        <Link className={styles.linkButton} to={pathFor('OpenOrder', { id })}>
          {t('seeAccount')}
        </Link>
      )}
    />
  );
}
