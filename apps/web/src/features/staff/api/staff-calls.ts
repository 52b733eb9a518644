import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The counter's calls: find a customer, act as them, create one, the places a person runs.

export type CounterCustomer = CallResult<'listusers'>['users'][number];
export type StaffPlace = CallResult<'switch-account/restaurant/list'>['restaurants'][number];

export const listUsers = (body: CallBody<'listusers'>) => api.call('listusers', body);
export const listUsersQuery = (search: string, master: boolean, managerToken: string | null) =>
  queryOptions({
    queryKey: ['staff', 'listusers', search, master, managerToken],
    queryFn: () => listUsers({ ...(search ? { search } : {}), ...(master ? { master } : {}) }),
    staleTime: 10_000,
    enabled: !!managerToken,
  });

export const actAsCustomer = (userId: string) => api.call('managerlogin', { user_id: userId });
export const useActAsCustomer = () => useMutation({ mutationFn: actAsCustomer });

export const createCounterCustomer = (body: CallBody<'createuser'>) => api.call('createuser', body);
export const useCreateCounterCustomer = () => useMutation({ mutationFn: createCounterCustomer });

export const staffPlacesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['staff', 'places', token],
    queryFn: () => api.call('switch-account/restaurant/list', {}),
    staleTime: 60_000,
    enabled: !!token,
  });
