import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type MarketplaceList = CallResult<'marketplace/list'>;
export type MarketPlace = MarketplaceList['places'][number];
export type MarketplaceFilters = CallBody<'marketplace/list'>;
export type BranchList = CallResult<'branches'>;
export type Coordinates = { latitude: number; longitude: number };

export const listPlaces = (filters: MarketplaceFilters) => api.call('marketplace/list', filters);
export const getLocation = () => api.call('marketplace/getlocation', {});
export const setFavourite = (place_id: string, favourite: boolean) =>
  api.call('marketplace/favourite', { place_id, favourite });
export const listBranches = (from: Coordinates | null) => api.call('branches', from ?? {});

export function placesQuery(filters: MarketplaceFilters, token: string | null) {
  return queryOptions({
    queryKey: ['marketplace', 'list', filters, token],
    queryFn: () => listPlaces(filters),
    staleTime: 30_000,
  });
}

export function locationsQuery() {
  return queryOptions({ queryKey: ['marketplace', 'getlocation'], queryFn: getLocation, staleTime: 300_000 });
}

export function branchesQuery(from: Coordinates | null) {
  return queryOptions({ queryKey: ['branches', from], queryFn: () => listBranches(from), staleTime: 30_000 });
}
