import type { Handlers } from '../../platform/http.ts';
import type { OpenOrderCreateService } from './open-order-create.service.ts';

export function openOrderCreateRoutes(s: {
  openOrderCreate: OpenOrderCreateService;
}): Pick<Handlers, 'openorder/create'> {
  return { 'openorder/create': s.openOrderCreate.create };
}
