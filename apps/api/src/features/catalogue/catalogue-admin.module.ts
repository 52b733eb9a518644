import { type StorageConfig, type StoragePort, storageOf } from '../../integrations/storage/index.ts';
import type { Database } from '../../platform/db/client.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueAdminRepo } from './catalogue-admin.repo.ts';
import { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
import { createCatalogueAdminService, type ServiceTypeCheck } from './catalogue-admin.service.ts';
import { createCatalogueCsvService } from './catalogue-csv.service.ts';
import { createComboAdminRepo } from './combo-admin.repo.ts';
import { createComboAdminService } from './combo-admin.service.ts';
import { createPhotoService } from './photo.service.ts';
import { createStockService } from './stock.service.ts';

/** The back office's catalogue, wired for container.ts: its handlers, one spread. */
export function createCatalogueAdminHandlers(deps: {
  database: Database;
  catalogue: CatalogueRepo;
  storage: StorageConfig | StoragePort;
  /** Drops the storefront's caches of a place (menu of preloginprime, product pages). */
  invalidate: (placeId: string) => void;
  /** Whether the place has this service type (clinic-admin's tipos_servicos, decision 180). */
  serviceTypeKnown: ServiceTypeCheck;
}) {
  const storage = storageOf(deps.storage);
  const repo = createCatalogueAdminRepo();
  const shared = { database: deps.database, repo, invalidate: deps.invalidate };
  return catalogueAdminRoutes({
    admin: createCatalogueAdminService({ ...shared, serviceTypeKnown: deps.serviceTypeKnown }),
    stock: createStockService(shared),
    combos: createComboAdminService({ ...shared, combos: createComboAdminRepo(), catalogue: deps.catalogue }),
    photos: createPhotoService({ storage }),
    csv: createCatalogueCsvService({ ...shared, serviceTypeKnown: deps.serviceTypeKnown }),
  });
}
