import type { Database } from '../../platform/db/client.ts';
import type { Handlers } from '../../platform/http.ts';
import { createCouponsAdminRepo } from '../coupons/coupons-admin.repo.ts';
import { couponsAdminRoutes } from '../coupons/coupons-admin.routes.ts';
import { createCouponsAdminService } from '../coupons/coupons-admin.service.ts';
import type { PlaceCache } from './place-cache.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';
import { createThemeService } from './theme.service.ts';

/** Back-office settings, theme and coupon calls (issue 4 parts 3 and 4), wired for container.ts. */
export function createSettingsHandlers(deps: { database: Database; placeCache: PlaceCache; publicUrl?: string }) {
  const repo = createSettingsRepo(deps.database.db);
  const settings = createSettingsService({ repo, places: deps.placeCache });
  const theme = createThemeService({ repo, places: deps.placeCache, publicUrl: deps.publicUrl });
  const couponsAdmin = createCouponsAdminService({ database: deps.database, repo: createCouponsAdminRepo() });
  return {
    ...settingsRoutes({ settings, theme }),
    ...couponsAdminRoutes({ couponsAdmin }),
  } satisfies Partial<Handlers>;
}
