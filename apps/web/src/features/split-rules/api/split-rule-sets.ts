import type { CallResult } from '@app/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type SplitRuleSetList = CallResult<'splitruleset/list'>;
export type SplitRuleSet = SplitRuleSetList['split_rule_sets'][number];
export type SplitRule = SplitRuleSet['rules'][number];
export type SplitSupplier = SplitRuleSetList['suppliers'][number];
export type SplitResult = NonNullable<CallResult<'ordercartproductvalidate'>['split_rules']>;

/** splitruleset/list: the sets relevant to the cart's service suppliers (spec 2 §4), with who may receive. */
export function listSplitRuleSets(serviceSupplierIds: string[]): Promise<SplitRuleSetList> {
  return api.call('splitruleset/list', { service_supplier_ids: serviceSupplierIds });
}

export function splitRuleSetsQuery(serviceSupplierIds: string[], managerToken: string | null) {
  return queryOptions({
    queryKey: ['splitruleset/list', serviceSupplierIds, managerToken],
    queryFn: () => listSplitRuleSets(serviceSupplierIds),
    staleTime: 60_000,
  });
}

/** The sets the cart's chooser offers; only staff of a service-supplier place ask (the call is theirs). */
export function useSplitRuleSets(serviceSupplierIds: string[], managerToken: string | null, enabled: boolean) {
  return useQuery({ ...splitRuleSetsQuery(serviceSupplierIds, managerToken), enabled: enabled && !!managerToken });
}
