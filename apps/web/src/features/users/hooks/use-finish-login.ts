import { useCallback } from 'react';
import type { UserInfo } from '../../../app/shared/current-user.ts';
import { needsPhoneValidation } from '../../../app/shared/session.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { browserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';

/**
 * After a session starts: an unvalidated phone opens the validation dialog first; otherwise the app
 * goes to the redirect query or Index (spec 3 §2.2, §4). Registering the device for push (§4) joins
 * with push notifications: nothing subscribes to push yet.
 */
export function useFinishLogin(): (
  info: UserInfo,
  redirect: string | null,
  options?: { skipValidation?: boolean },
) => void {
  const navigate = useNavigate();
  return useCallback(
    (info, redirect, { skipValidation = false } = {}) => {
      if (!skipValidation && needsPhoneValidation(info, browserStore.getState().managerToken)) {
        ui.openDialog({ kind: 'phone-validation', redirect });
        return;
      }
      ui.closeDialog();
      navigate(redirect ?? '/', { replace: true });
    },
    [navigate],
  );
}
