import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type AdminSplitList = CallResult<'admin/splitruleset/list'>;
export type AdminSplitSet = AdminSplitList['split_rule_sets'][number];
export type SplitSetSaveBody = CallBody<'admin/splitruleset/save'>;

export function adminSplitSetsQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'splitruleset', managerToken],
    queryFn: () => api.call('admin/splitruleset/list', {}),
    enabled: Boolean(managerToken),
  });
}

export const saveSplitSet = (body: SplitSetSaveBody) => api.call('admin/splitruleset/save', body);
export const removeSplitSet = (id: string) => api.call('admin/splitruleset/remove', { _id: id });

/** A split rule set mutation that re-reads the list (and the carts' chooser) when it settles. */
export function useSplitSetMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['backoffice', 'splitruleset'] });
      await client.invalidateQueries({ queryKey: ['splitruleset/list'] });
    },
  });
}

export type SplitPayee = CallResult<'admin/splitpayee/list'>['payees'][number];

export function splitPayeesQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'splitpayee', managerToken],
    queryFn: () => api.call('admin/splitpayee/list', {}),
    enabled: Boolean(managerToken),
  });
}

export const saveSplitPayee = (body: CallBody<'admin/splitpayee/save'>) => api.call('admin/splitpayee/save', body);

/** Saves one supplier's seller and re-reads the list. */
export function useSplitPayeeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSplitPayee,
    onSettled: () => client.invalidateQueries({ queryKey: ['backoffice', 'splitpayee'] }),
  });
}
