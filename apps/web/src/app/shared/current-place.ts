import type { CallResult } from '@app/domain/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type Prelogin = CallResult<'preloginprime'>;
export type Place = Prelogin['restaurant_data'];

export function preloginPrime(): Promise<Prelogin> {
  return api.call('preloginprime', {});
}

/** Loaded once per page load (spec 3 §2.3 step 2); settings change only with a reload. */
export const preloginQuery = queryOptions({
  queryKey: ['preloginprime'],
  queryFn: preloginPrime,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function usePrelogin(): Prelogin | undefined {
  return useQuery(preloginQuery).data;
}

/** The place's settings; the root loader guarantees they are loaded before any screen renders. */
export function usePlace(): Place | undefined {
  return usePrelogin()?.restaurant_data;
}
