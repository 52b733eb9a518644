import { useBrowserStore } from '../../lib/storage.ts';
import { usePlace } from './current-place.ts';
import { useCurrentUser } from './current-user.ts';

/**
 * Spec 1 §6: in a service-supplier (clinic) place, people who are not staff see no prices and no
 * add actions in the catalogue; they book a time instead, which puts the service in the cart
 * (decision 127). Staff (a manager token of the place) see and add as in any store.
 */
export function useSeesPricesAndAdds(): boolean {
  const place = usePlace();
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  if (!place?.service_supplier) return true;
  return !!user?.manager && !!managerToken;
}
