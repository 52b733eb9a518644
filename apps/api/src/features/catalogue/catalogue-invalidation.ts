import type { EventBus } from '../../platform/events.ts';
import { shareInvalidation } from '../../platform/shared-invalidation.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { MenuCache } from './menu-cache.ts';

/**
 * A catalogue edit drops the menu and product pages on every instance (stock moved by orders
 * stays local: the cart re-checks stock, and a broadcast per order would empty every cache).
 */
export function shareCatalogueInvalidation(
  events: EventBus,
  catalogue: Pick<CatalogueService, 'invalidateProducts'>,
  menu: Pick<MenuCache, 'invalidate'>,
): (placeId?: string) => void {
  return shareInvalidation(events, 'catalogue', (placeId) => {
    catalogue.invalidateProducts(placeId);
    menu.invalidate(placeId);
  });
}

/**
 * Stock moved by an order: the place's pages and snapshot here, and the snapshot on every other
 * instance (the cart prices from it, decision 202); their pages keep their TTL as before.
 */
export function shareStockInvalidation(
  events: EventBus,
  catalogue: Pick<CatalogueService, 'invalidateProducts' | 'invalidateSnapshot'>,
): (placeId: string) => void {
  const everywhere = shareInvalidation(events, 'stock', (placeId) => catalogue.invalidateSnapshot(placeId));
  return (placeId) => {
    catalogue.invalidateProducts(placeId);
    everywhere(placeId);
  };
}
