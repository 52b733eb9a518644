import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type BoardOrder = CallResult<'manager/getorderlist'>['orders'][number];
export type OrderListBody = CallBody<'manager/getorderlist'>;

/**
 * The orders of one São Paulo day, newest first: `day` 'YYYY-MM-DD', or null for today (the
 * server's default day).
 */
export function boardQuery(token: string | null, managerToken: string | null, day: string | null = null) {
  return queryOptions({
    queryKey: ['backoffice', 'board', token, managerToken, day],
    queryFn: () => api.call('manager/getorderlist', day ? { begin: day, end: day } : {}),
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

/** Staff switch an accepted order whose online payment fell through to one paid on delivery (decision 050). */
export const collectOnDelivery = (order_id: string, payment_type: number) =>
  api.call('v2/orderdeliverypayment', { order_id, payment_type }).then((r) => r.order);

export type KitchenStation = CallResult<'admin/kitchen/stations'>['stations'][number];

/** The kitchen stations (decision 068); they change rarely: read once a minute at most. */
export const stationsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'kitchen-stations', managerToken],
    queryFn: () => api.call('admin/kitchen/stations', {}).then((r) => r.stations),
    staleTime: 60_000,
  });

/** Today's bumped tickets that can still be recalled (under the board's key: events refresh it). */
export const recentBumpsQuery = (managerToken: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'board', 'kitchen-recent', managerToken],
    queryFn: () => api.call('admin/kitchen/recent', {}).then((r) => r.orders),
    staleTime: 0,
  });

export const recallOrder = (order_id: string) => api.call('admin/kitchen/recall', { order_id }).then((r) => r.order);

export type StationDraft = CallBody<'admin/kitchen/savestations'>['stations'][number];

/** Saves the whole list of stations, in display order (those left out are removed). */
export const saveStations = (stations: StationDraft[]) =>
  api.call('admin/kitchen/savestations', { stations }).then((r) => r.stations);
