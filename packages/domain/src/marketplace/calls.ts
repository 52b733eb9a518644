import { defineCalls } from '../contract-types.ts';
import { marketplaceAdminRoutes, marketplaceRoutes } from './routes.ts';
import {
  BranchesBody,
  BranchesResponse,
  BranchLinkBody,
  BranchLinkResponse,
  BranchListBody,
  BranchListResponse,
  CurateBody,
  CurateResponse,
  FavouriteBody,
  FavouriteResponse,
  GetLocationBody,
  GetLocationResponse,
  JoinBody,
  JoinResponse,
  LocationBody,
  LocationResponse,
  MarketplaceListBody,
  MarketplaceListResponse,
  MembersBody,
  MembersResponse,
} from './schemas.ts';

export const marketplaceCalls = defineCalls(marketplaceRoutes, {
  'marketplace/list': {
    summary:
      "The places a marketplace lists, with spec 3 §3's filters; open first, then nearest to the customer's location.",
    body: MarketplaceListBody,
    response: MarketplaceListResponse,
  },
  'marketplace/getlocation': {
    summary: 'The states and cities where the marketplace lists places (the location filter).',
    body: GetLocationBody,
    response: GetLocationResponse,
  },
  'marketplace/favourite': {
    summary: "Marks or unmarks a listed place as one of the customer's favourites in this marketplace.",
    body: FavouriteBody,
    response: FavouriteResponse,
  },
  branches: {
    summary: "A brand's branches: open first, then nearest to the customer's location.",
    body: BranchesBody,
    response: BranchesResponse,
  },
});

export const marketplaceAdminCalls = defineCalls(marketplaceAdminRoutes, {
  'admin/marketplace/members': {
    summary: "The marketplace operator's list: listed, hidden and pending places.",
    body: MembersBody,
    response: MembersResponse,
  },
  'admin/marketplace/curate': {
    summary: 'The operator lists, hides or removes a place that asked to join, with its category and position.',
    body: CurateBody,
    response: CurateResponse,
  },
  'admin/marketplace/join': {
    summary: "An owner asks a marketplace to list the owner's place (the operator decides).",
    body: JoinBody,
    response: JoinResponse,
  },
  'admin/marketplace/location': {
    summary: "The place's coordinates, for the distance customers see.",
    body: LocationBody,
    response: LocationResponse,
  },
  'admin/branches/list': {
    summary: "A brand's branches and the owner's other places that could become branches.",
    body: BranchListBody,
    response: BranchListResponse,
  },
  'admin/branches/link': {
    summary: 'Links or unlinks a branch; the caller must own both places.',
    body: BranchLinkBody,
    response: BranchLinkResponse,
  },
});
