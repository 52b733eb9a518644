// The menu: storefront reads, the back office's editing, stock, combos and photos.
export { createCatalogueRepo } from './catalogue.repo.ts';
export { catalogueRoutes } from './catalogue.routes.ts';
export { type CatalogueService, createCatalogueService, type ProductWithCombos } from './catalogue.service.ts';
export { createCatalogueAdminHandlers } from './catalogue-admin.module.ts';
/** What the catalogue serves besides calls: uploaded photos on the local disk. */
export { registerUploads as register } from './catalogue-admin.routes.ts';
export { shareCatalogueInvalidation, shareStockInvalidation } from './catalogue-invalidation.ts';
export { createMenuCache, type MenuCache } from './menu-cache.ts';
