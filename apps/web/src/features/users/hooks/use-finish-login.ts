import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { browserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import type { UserInfo } from '../api/read-user-info.ts';
import { needsPhoneValidation } from '../lib/session.ts';

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
