import type { Handlers } from '../../platform/http.ts';
import type { CounterService } from './counter.service.ts';
import type { MergeService } from './merge.service.ts';

type CounterCalls = 'setcachecart' | 'getcachecart' | 'createcachetoken' | 'mergeusers';

export function counterRoutes(s: { counter: CounterService; merge: MergeService }): Pick<Handlers, CounterCalls> {
  return {
    setcachecart: s.counter.setCacheCart,
    getcachecart: s.counter.getCacheCart,
    createcachetoken: s.counter.createCacheToken,
    mergeusers: s.merge.mergeUsers,
  };
}
