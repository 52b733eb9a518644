import { SNACKBAR_MS } from '@app/domain/shared/constants';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markSnackbarHostReady } from '../../lib/snackbar.ts';

export function SnackbarHost() {
  // Toaster subscribes in its own effect; queue the first toast one tick later.
  useEffect(() => {
    const timer = window.setTimeout(markSnackbarHostReady, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return <Toaster position="top-center" duration={SNACKBAR_MS} richColors offset={64} mobileOffset={{ top: 64 }} />;
}
