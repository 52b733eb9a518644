import { queryClient } from '../../lib/query-client.ts';
import { preloginQuery } from './current-place.ts';

/**
 * Service-provider (clinic) mode, read by route loaders: the guard has loaded the place's
 * settings before any loader runs (spec 3 §2.3 step 2).
 */
export function inProviderMode(): boolean {
  return !!queryClient.getQueryData(preloginQuery.queryKey)?.restaurant_data.service_supplier;
}
