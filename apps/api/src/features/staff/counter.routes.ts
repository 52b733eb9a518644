import type { Handlers } from '../../platform/http.ts';
import type { CounterService } from './counter.service.ts';
import type { IndicationsService } from './indications.service.ts';
import type { MergeService } from './merge.service.ts';

type CounterCalls =
  | 'setcachecart'
  | 'getcachecart'
  | 'createcachetoken'
  | 'mergeusers'
  | 'admin/searchsalesman'
  | 'indications/list';

export function counterRoutes(s: {
  counter: CounterService;
  merge: MergeService;
  indications: IndicationsService;
}): Pick<Handlers, CounterCalls> {
  return {
    setcachecart: s.counter.setCacheCart,
    getcachecart: s.counter.getCacheCart,
    createcachetoken: s.counter.createCacheToken,
    mergeusers: s.merge.mergeUsers,
    'admin/searchsalesman': s.indications.searchSalesman,
    'indications/list': s.indications.listIndications,
  };
}
