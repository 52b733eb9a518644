import type { Handlers } from '../../platform/http.ts';
import type { OpenOrderCreateService } from './open-order-create.service.ts';
import type { TableCodesService } from './table-codes.service.ts';

export function openOrderCreateRoutes(s: {
  openOrderCreate: OpenOrderCreateService;
  tableCodes: TableCodesService;
}): Pick<Handlers, 'openorder/create' | 'openorder/tablecodes'> {
  return { 'openorder/create': s.openOrderCreate.create, 'openorder/tablecodes': s.tableCodes.list };
}
