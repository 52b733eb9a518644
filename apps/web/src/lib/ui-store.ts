import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// Shell state that is not stored in the browser: drawer, splash, spinner, connection flag,
// the service-worker update and the session dialogs any screen may open.

export type SessionDialog =
  | { kind: 'phone-validation'; redirect: string | null }
  | { kind: 'forgot-password'; phone: string; redirect: string | null }
  | { kind: 'reset-password'; redirect: string | null }
  | { kind: 'update-my-data' }
  | { kind: 'switch-account' }
  /** A saved cart by its code (decision 115); `code` comes from a share link. */
  | { kind: 'load-cart'; code?: string };

export type UiState = {
  drawerOpen: boolean;
  splashVisible: boolean;
  /** A navigation is being guarded and its screen loaded. */
  navigating: boolean;
  /** Number of pieces of long work running; the global spinner shows while above 0. */
  busy: number;
  connectionError: boolean;
  /** Set when a new service worker waits; calling it activates the update and reloads. */
  applyUpdate: (() => void) | null;
  /** Spec 3 §2.3 step 8: checked once per load. */
  onlinePayment: boolean | null;
  dialog: SessionDialog | null;
  /** The snackbar host mounts on the first message. */
  snackbarHost: boolean;
  /** The install prompt's chunk loads only after its delay. */
  installPromptDue: boolean;
};

export const uiStore = createStore<UiState>()(() => ({
  drawerOpen: false,
  splashVisible: false,
  navigating: false,
  busy: 0,
  connectionError: false,
  applyUpdate: null,
  onlinePayment: null,
  dialog: null,
  snackbarHost: false,
  installPromptDue: false,
}));

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}

export const ui = {
  setDrawer: (drawerOpen: boolean) => uiStore.setState({ drawerOpen }),
  setConnectionError: (connectionError: boolean) => {
    if (uiStore.getState().connectionError !== connectionError) uiStore.setState({ connectionError });
  },
  openDialog: (dialog: SessionDialog) => uiStore.setState({ dialog }),
  closeDialog: () => uiStore.setState({ dialog: null }),
  /** Runs `work` with the global spinner shown. */
  async busy<T>(work: () => Promise<T>): Promise<T> {
    uiStore.setState((s) => ({ busy: s.busy + 1 }));
    try {
      return await work();
    } finally {
      uiStore.setState((s) => ({ busy: Math.max(0, s.busy - 1) }));
    }
  },
};
