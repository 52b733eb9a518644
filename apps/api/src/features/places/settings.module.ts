import type { SellerCheck } from '../../integrations/payments/port.ts';
import type { StorageConfig } from '../../integrations/storage/config.ts';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk.ts';
import type { StoragePort } from '../../integrations/storage/port.ts';
import { createS3Storage } from '../../integrations/storage/s3.ts';
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
import { createThemeImageService } from './theme-image.service.ts';

/** Back-office settings, theme and coupon calls (issue 4 parts 3 and 4), wired for container.ts. */
export function createSettingsHandlers(deps: {
  database: Database;
  placeCache: PlaceCache;
  publicUrl?: string;
  /** Where logo and banner uploads go; absent: the local disk under .data/uploads. */
  storage?: StorageConfig | StoragePort;
  /** Asks the payments provider about a seller id before the settings store it. */
  checkSeller?: (id: string) => Promise<SellerCheck>;
}) {
  const repo = createSettingsRepo(deps.database.db);
  const settings = createSettingsService({ repo, places: deps.placeCache, checkSeller: deps.checkSeller });
  const theme = createThemeService({ repo, places: deps.placeCache, publicUrl: deps.publicUrl });
  const config = deps.storage ?? { provider: 'local', dir: '.data/uploads', publicPath: '/uploads' };
  const storage: StoragePort =
    'put' in config ? config : config.provider === 's3' ? createS3Storage(config) : createLocalDiskStorage(config);
  const images = createThemeImageService({ storage });
  const couponsAdmin = createCouponsAdminService({ database: deps.database, repo: createCouponsAdminRepo() });
  return {
    ...settingsRoutes({ settings, theme }),
    'admin/settings/theme/upload': images.upload,
    ...couponsAdminRoutes({ couponsAdmin }),
  } satisfies Partial<Handlers>;
}
