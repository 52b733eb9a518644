import { pathFor } from '../../app/route-table.ts';
import { usePlace } from '../../app/shared/current-place.ts';
import { RequestAccess } from '../../features/access-requests/index.ts';

export const namespaces = ['access-requests'] as const;

/** Spec 3 §2.2 RequestAccess (/solicitar-acesso, user; guard step 6; decision 122). */
export function Component() {
  const place = usePlace();
  return <RequestAccess placeName={place?.restaurantname ?? ''} home={pathFor('Index')} />;
}
