import type { CallBody } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Staff opening an account (decision 106) and the place's consume places (chooser, QR codes).

export const createOpenOrder = (body: CallBody<'openorder/create'>) =>
  api.call('openorder/create', body).then((r) => r.order);

export const consumePlaceListQuery = queryOptions({
  queryKey: ['consumeplace-list'],
  queryFn: () => api.call('consumeplace/list', {}),
  staleTime: 60_000,
});
