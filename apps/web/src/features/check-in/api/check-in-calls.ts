import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Hotel check-in (decision 105): save the guest's data, read it back, print it.

export type CheckInState = CallResult<'checkin/get'>;
export type CheckInGuest = NonNullable<CheckInState['checkin']>['guest'];

export const saveCheckIn = (body: CallBody<'checkin/save'>) => api.call('checkin/save', body);
export const printCheckIn = (order_id: string) => api.call('docs/checkin', { order_id });
export const listConsumePlaces = () => api.call('consumeplace/list', {});

/** Keyed by token: another person's session never reads this one's check-in. */
export function checkInQuery(orderId: string, token: string | null) {
  return queryOptions({
    queryKey: ['checkin', orderId, token],
    queryFn: () => api.call('checkin/get', { order_id: orderId }),
    enabled: !!token && !!orderId,
    retry: false,
    staleTime: 0,
  });
}

export const consumePlacesQuery = queryOptions({
  queryKey: ['consumeplace-list'],
  queryFn: listConsumePlaces,
  staleTime: 60_000,
});
