import type { CallBody } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Staff opening an account (decisions 106, 187), the place's consume places (chooser, QR codes)
// and the table codes printed beside the QR codes (decision 186).

export const createOpenOrder = (body: CallBody<'openorder/create'>) =>
  api.call('openorder/create', body).then((r) => r.order);

/** The codes printed beside the QR codes (decision 186), with the numbers typed on this device. */
export function tableCodesQuery(numbers: string[], managerToken: string | null) {
  return queryOptions({
    queryKey: ['openorder/tablecodes', numbers, managerToken],
    queryFn: () => api.call('openorder/tablecodes', numbers.length > 0 ? { numbers } : {}).then((r) => r.codes),
    enabled: !!managerToken,
    staleTime: 0,
  });
}

export const renewTableCode = (spotKey: string) =>
  api.call('openorder/tablecodes', { renew: spotKey }).then((r) => r.codes);

/** The check-in products staff may put on a new account (decision 187). */
export function checkInProductsQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['getproductlist', 'check_in', managerToken],
    queryFn: () => api.call('getproductlist', { check_in: true }).then((r) => r.products),
    enabled: !!managerToken,
    staleTime: 60_000,
  });
}

export const consumePlaceListQuery = queryOptions({
  queryKey: ['consumeplace-list'],
  queryFn: () => api.call('consumeplace/list', {}),
  staleTime: 60_000,
});
