import { usePrelogin } from '../../app/shared/current-place.ts';
import { StoreInfo } from '../../features/places/index.ts';

export const namespaces = ['store'] as const;

export function Component() {
  const prelogin = usePrelogin();
  return prelogin ? <StoreInfo prelogin={prelogin} /> : null;
}
