import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Saved carts (decision 115) and merged accounts (decision 116).

export type LoadedCart = CallResult<'getcachecart'>;

export const saveCart = (body: CallBody<'setcachecart'>) => api.call('setcachecart', body);
export const useSaveCart = () => useMutation({ mutationFn: saveCart });

export const loadCart = (id: string) => api.call('getcachecart', { id });
export const useLoadCart = () => useMutation({ mutationFn: loadCart });

export const shareCart = (id: string) => api.call('createcachetoken', { id });
export const useShareCart = () => useMutation({ mutationFn: shareCart });

export const mergeUsers = (body: CallBody<'mergeusers'>) => api.call('mergeusers', body);
export const useMergeUsers = () => useMutation({ mutationFn: mergeUsers });

// Referrals (decision 118).
export type Salesman = CallResult<'admin/searchsalesman'>['salesmen'][number];
export const searchSalesman = (code: string) => api.call('admin/searchsalesman', { code });
export const useSearchSalesman = () => useMutation({ mutationFn: searchSalesman });

export const indicationsQuery = (begin: string, end: string) =>
  queryOptions({
    queryKey: ['staff', 'indications', begin, end],
    queryFn: () => api.call('indications/list', { ...(begin ? { begin } : {}), ...(end ? { end } : {}) }),
    staleTime: 10_000,
  });

/** Whether the place has professionals (spec 1 §6: the referred-by field is shown to staff then). */
export const suppliersExistQuery = () =>
  queryOptions({
    queryKey: ['servicesupplier/list', 'exists'],
    queryFn: () => api.call('servicesupplier/list', { from_web_app: true }).then((r) => r.service_suppliers.length > 0),
    staleTime: 60_000,
  });
