import type { SellerCheck } from '../../integrations/payments/index.ts';
import { type StorageConfig, type StoragePort, storageOf } from '../../integrations/storage/index.ts';
import type { Database } from '../../platform/db/client.ts';
import type { PlaceCache } from './place-cache.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';
import { createThemeService } from './theme.service.ts';
import { createThemeImageService } from './theme-image.service.ts';

/** Back-office settings and theme calls, wired for container.ts. */
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
  const images = createThemeImageService({ storage: storageOf(deps.storage) });
  return settingsRoutes({ settings, theme, images });
}
