import type { CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type CustomerDetail = CallResult<'admin/customers/read'>;

export const customersQuery = (search: string, page: number, managerToken: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'customers', search, page, managerToken],
    queryFn: () => api.call('admin/customers/list', { ...(search ? { search } : {}), page }),
    staleTime: 10_000,
  });

export const customerQuery = (userId: string, managerToken: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'customer', userId, managerToken],
    queryFn: () => api.call('admin/customers/read', { user_id: userId }),
    staleTime: 0,
  });

export const blockCustomer = (
  user_id: string,
  body: { blocked?: boolean; block_app_payment?: boolean; reason?: string },
) => api.call('admin/customers/block', { user_id, ...body });

export const adjustCashback = (user_id: string, amount_cents: number, reason: string) =>
  api.call('admin/customers/cashback-adjust', { user_id, amount_cents, reason });

/** '10,50', '-5', '-5.00', 'R$ 3,2' → signed cents; null when it is not an amount. */
export function parseSignedCents(text: string): number | null {
  const clean = text.replace(/R\$|US\$|\s/g, '');
  const m = clean.match(/^(-)?(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}
