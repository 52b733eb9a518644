import { usePrelogin } from '../../app/shared/current-place.ts';
import { LoginScreen } from '../../features/users/index.ts';
import { safeRedirect } from '../../lib/base-path.ts';
import { useSearchParams } from '../../lib/router.tsx';
import { browserStore } from '../../lib/storage.ts';

// The validation texts come with the screen: a wrong number's message shows at once, not after a
// download started by the first render.
export const namespaces = ['login', 'validation'] as const;

/** Already logged in → Index (spec 3 §2.2). */
export function loader(): string | null {
  return browserStore.getState().token ? '/' : null;
}

export function Component() {
  const prelogin = usePrelogin();
  const [params] = useSearchParams();
  if (!prelogin) return null;
  return (
    <LoginScreen
      prelogin={prelogin}
      redirect={safeRedirect(params.get('redirect'))}
      authCode={params.get('authCode')}
    />
  );
}
