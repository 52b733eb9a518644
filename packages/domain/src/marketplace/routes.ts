import { defineRoutes } from '../call-route.ts';

// Spec 3 §7 "Catalogue and marketplace": the storefront's marketplace (/locais) and branch choice
// (/escolher-filial). The request's place is the marketplace or the brand; only public facts of
// the places it lists cross over (decision 090).
export const marketplaceRoutes = defineRoutes({
  'marketplace/list': { level: 'anonymous' },
  'marketplace/getlocation': { level: 'anonymous', method: 'GET' },
  'marketplace/favourite': { level: 'user' },
  branches: { level: 'anonymous' },
});

// Back office: the marketplace operator curates its list; an owner of several places links
// branches; an owner asks for a listing and places their place on the map (decision 091).
export const marketplaceAdminRoutes = defineRoutes({
  'admin/marketplace/members': { level: 'owner' },
  'admin/marketplace/curate': { level: 'owner' },
  'admin/marketplace/join': { level: 'owner' },
  'admin/marketplace/location': { level: 'owner' },
  'admin/branches/list': { level: 'owner' },
  'admin/branches/link': { level: 'owner' },
});
