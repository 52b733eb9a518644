import { lazy, Suspense } from 'react';
import { useUi } from '../../lib/ui-store.ts';

// The session dialogs of spec 3 §2.4, opened from anywhere through ui.openDialog.
const PhoneValidationDialog = lazy(() =>
  import('../../features/users/components/phone-validation-dialog.tsx').then((m) => ({
    default: m.PhoneValidationDialog,
  })),
);
const ForgotPasswordDialog = lazy(() =>
  import('../../features/users/components/forgot-password-dialog.tsx').then((m) => ({
    default: m.ForgotPasswordDialog,
  })),
);
const ResetPasswordDialog = lazy(() =>
  import('../../features/users/components/reset-password-dialog.tsx').then((m) => ({ default: m.ResetPasswordDialog })),
);
const UpdateMyDataDialog = lazy(() =>
  import('../../features/users/components/update-my-data-dialog.tsx').then((m) => ({ default: m.UpdateMyDataDialog })),
);

const SwitchAccountDialog = lazy(() =>
  import('../../features/staff/components/switch-account-dialog.tsx').then((m) => ({
    default: m.SwitchAccountDialog,
  })),
);

const LoadCartDialog = lazy(() =>
  import('../../features/staff/components/load-cart-dialog.tsx').then((m) => ({ default: m.LoadCartDialog })),
);

export function SessionDialogs() {
  const dialog = useUi((s) => s.dialog);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'phone-validation' && <PhoneValidationDialog redirect={dialog.redirect} />}
      {dialog.kind === 'forgot-password' && <ForgotPasswordDialog phone={dialog.phone} redirect={dialog.redirect} />}
      {dialog.kind === 'reset-password' && <ResetPasswordDialog redirect={dialog.redirect} />}
      {dialog.kind === 'update-my-data' && <UpdateMyDataDialog />}
      {dialog.kind === 'switch-account' && <SwitchAccountDialog />}
      {dialog.kind === 'load-cart' && <LoadCartDialog code={dialog.code} />}
    </Suspense>
  );
}
