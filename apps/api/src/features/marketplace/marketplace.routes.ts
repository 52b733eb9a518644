import type { Handlers } from '../../platform/http.ts';
import type { MarketplaceService } from './marketplace.service.ts';
import type { MarketplaceAdminService } from './marketplace-admin.service.ts';

type MarketplaceCalls = 'marketplace/list' | 'marketplace/getlocation' | 'marketplace/favourite' | 'branches';
type MarketplaceAdminCalls =
  | 'admin/marketplace/members'
  | 'admin/marketplace/curate'
  | 'admin/marketplace/join'
  | 'admin/marketplace/location'
  | 'admin/branches/list'
  | 'admin/branches/link';

export function marketplaceRoutes(s: {
  marketplace: MarketplaceService;
  marketplaceAdmin: MarketplaceAdminService;
}): Pick<Handlers, MarketplaceCalls | MarketplaceAdminCalls> {
  return {
    'marketplace/list': s.marketplace.listPlaces,
    'marketplace/getlocation': s.marketplace.getLocation,
    'marketplace/favourite': s.marketplace.setFavourite,
    branches: s.marketplace.listBranches,
    'admin/marketplace/members': s.marketplaceAdmin.listMembers,
    'admin/marketplace/curate': s.marketplaceAdmin.curate,
    'admin/marketplace/join': s.marketplaceAdmin.join,
    'admin/marketplace/location': s.marketplaceAdmin.setLocation,
    'admin/branches/list': s.marketplaceAdmin.listBranches,
    'admin/branches/link': s.marketplaceAdmin.linkBranch,
  };
}
