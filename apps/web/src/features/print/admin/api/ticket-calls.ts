import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** The order's ticket (HTML + a short-lived PDF link); each read logs a document (decision 028). */
export const ticketQuery = (orderId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'ticket', orderId, managerToken],
    queryFn: () => api.call('admin/orders/ticket', { order_id: orderId }),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });

export const sendTicket = (orderId: string) =>
  api.call('admin/orders/ticket', { order_id: orderId, send: true }).then((r) => r.job_id);
