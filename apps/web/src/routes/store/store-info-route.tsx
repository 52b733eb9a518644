import { usePrelogin } from '../../app/shared/current-place.ts';
import { StoreInfo } from '../../features/places/components/store-info.tsx';

export const namespaces = ['store'] as const;

export function Component() {
  const prelogin = usePrelogin();
  return prelogin ? <StoreInfo prelogin={prelogin} /> : null;
}
