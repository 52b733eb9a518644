import type { Handlers } from '../../platform/http.ts';
import type { RecordItemsService } from './record-items.service.ts';

type RecordItemsCalls = 'surgery/create' | 'surgery/get' | 'procedure/create' | 'procedure/get';

export function recordItemsRoutes(s: { recordItems: RecordItemsService }): Pick<Handlers, RecordItemsCalls> {
  const x = s.recordItems;
  return {
    'surgery/create': x.createSurgery,
    'surgery/get': x.getSurgery,
    'procedure/create': x.createProcedure,
    'procedure/get': x.getProcedure,
  };
}
