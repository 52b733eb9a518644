import { SNACKBAR_MS } from '@app/domain/shared/constants';
import { uiStore } from './ui-store.ts';

// Snackbar (spec 3 §2.4: top, 6 s). sonner and its host load on the first message, not at start:
// the shell mounts the host when `snackbarHost` turns on and the host resolves `hostReady`.

export type SnackbarKind = 'success' | 'error' | 'info';

let resolveHost: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  resolveHost = resolve;
});

export function markSnackbarHostReady(): void {
  resolveHost();
}

export function notify(
  message: string,
  { kind = 'info', persistent = false }: { kind?: SnackbarKind; persistent?: boolean } = {},
) {
  if (!uiStore.getState().snackbarHost) uiStore.setState({ snackbarHost: true });
  void Promise.all([import('sonner'), hostReady]).then(([{ toast }]) => {
    const show = kind === 'success' ? toast.success : kind === 'error' ? toast.error : toast;
    show(message, { duration: persistent ? Number.POSITIVE_INFINITY : SNACKBAR_MS, closeButton: persistent });
  });
}
