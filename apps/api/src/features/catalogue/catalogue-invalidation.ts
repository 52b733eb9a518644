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
