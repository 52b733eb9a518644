import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type BoardOrder = CallResult<'manager/getorderlist'>['orders'][number];
export type OrderListBody = CallBody<'manager/getorderlist'>;

/** Today's orders of the place (the server's default day is São Paulo's today), newest first. */
export function boardQuery(token: string | null, managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'board', token, managerToken],
    queryFn: () => api.call('manager/getorderlist', {}),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export const updateOrderStatus = (order_id: string, status: number, reason?: string) =>
  api.call('admin/updateorder', { order_id, status, ...(reason ? { reason } : {}) }).then((r) => r.order);

export const cancelOrder = (order_id: string, reason_cancel: string, cancel_obs?: string) =>
  api
    .call('manager/cancelordermanager', { order_id, reason_cancel, ...(cancel_obs ? { cancel_obs } : {}) })
    .then((r) => r.order);
