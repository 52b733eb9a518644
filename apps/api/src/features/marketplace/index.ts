// Marketplace and branches: the storefront's place list and branch choice, and their back office.
export { createMarketplaceRepo, type MarketplaceRepo } from './marketplace.repo.ts';
export { marketplaceRoutes } from './marketplace.routes.ts';
export { createMarketplaceService, type MarketplaceService } from './marketplace.service.ts';
export { createMarketplaceAdminService, type MarketplaceAdminService } from './marketplace-admin.service.ts';
