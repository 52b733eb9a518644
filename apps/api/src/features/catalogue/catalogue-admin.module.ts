import type { StorageConfig } from '../../integrations/storage/config.ts';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk.ts';
import type { StoragePort } from '../../integrations/storage/port.ts';
import { createS3Storage } from '../../integrations/storage/s3.ts';
import type { Database } from '../../platform/db/client.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueAdminRepo } from './catalogue-admin.repo.ts';
import { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
import { createCatalogueAdminService } from './catalogue-admin.service.ts';
import { createCatalogueCsvService } from './catalogue-csv.service.ts';
import { createComboAdminRepo } from './combo-admin.repo.ts';
import { createComboAdminService } from './combo-admin.service.ts';
import { createPhotoService } from './photo.service.ts';
import { createStockService } from './stock.service.ts';

export function createStorage(config: StorageConfig): StoragePort {
  return config.provider === 's3' ? createS3Storage(config) : createLocalDiskStorage(config);
}

/** The back office's catalogue (issue 4), wired for container.ts: its handlers, one spread. */
export function createCatalogueAdminHandlers(deps: {
  database: Database;
  catalogue: CatalogueRepo;
  storage: StorageConfig | StoragePort;
  /** Drops the storefront's caches of a place (menu of preloginprime, product pages). */
  invalidate: (placeId: string) => void;
}) {
  const storage = 'put' in deps.storage ? deps.storage : createStorage(deps.storage);
  const repo = createCatalogueAdminRepo();
  const shared = { database: deps.database, repo, invalidate: deps.invalidate };
  return catalogueAdminRoutes({
    admin: createCatalogueAdminService(shared),
    stock: createStockService(shared),
    combos: createComboAdminService({ ...shared, combos: createComboAdminRepo(), catalogue: deps.catalogue }),
    photos: createPhotoService({ storage }),
    csv: createCatalogueCsvService(shared),
  });
}
