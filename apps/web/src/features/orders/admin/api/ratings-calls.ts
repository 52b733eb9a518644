import type { CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type PlaceRatings = CallResult<'manager/ratings'>;

/** The place's rating average of the last 30 days and its latest ratings (manager/ratings). */
export function ratingsQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'ratings', managerToken],
    queryFn: () => api.call('manager/ratings', { days: 30 }),
    staleTime: 60_000,
  });
}
