import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type MarketplaceMembers = CallResult<'admin/marketplace/members'>;
export type MarketplaceMember = MarketplaceMembers['members'][number];
export type BranchLinks = CallResult<'admin/branches/list'>;

export function membersQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'marketplace', 'members', managerToken],
    queryFn: () => api.call('admin/marketplace/members', {}),
    enabled: Boolean(managerToken),
  });
}

export function branchLinksQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'marketplace', 'branches', managerToken],
    queryFn: () => api.call('admin/branches/list', {}),
    enabled: Boolean(managerToken),
  });
}

export const curateMember = (body: CallBody<'admin/marketplace/curate'>) => api.call('admin/marketplace/curate', body);
export const joinMarketplace = (marketplace: string) => api.call('admin/marketplace/join', { marketplace });
export const saveLocation = (body: CallBody<'admin/marketplace/location'>) =>
  api.call('admin/marketplace/location', body);
export const linkBranch = (place_id: string, linked: boolean) => api.call('admin/branches/link', { place_id, linked });

/** A marketplace back-office mutation that re-reads the lists when it settles. */
export function useMarketplaceMutation<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'marketplace'] }),
  });
}
