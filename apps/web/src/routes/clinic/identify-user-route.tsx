import { IdentifyUserScreen } from '../../features/clinic-register/index.ts';
import { useSearchParams } from '../../lib/router.tsx';

export const namespaces = ['clinic-register', 'validation'] as const;

/** Spec 3 §2.2 IdentifyUser (/identificar, anonymous): sign in by an SMS code; ?redirect= where to go then. */
export function Component() {
  const [params] = useSearchParams();
  return <IdentifyUserScreen redirect={params.get('redirect')} />;
}
