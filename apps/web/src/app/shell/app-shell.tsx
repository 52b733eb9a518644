import { INSTALL_PROMPT_DELAY_MS } from '@app/domain/shared/constants';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { connectNativeWrapper, tellWrapper } from '../../lib/native-wrapper.ts';
import { useLocation, useNavigate, useNavigationType } from '../../lib/router.tsx';
import { readBackCounter, useBrowserStore, writeBackCounter } from '../../lib/storage.ts';
import { ui, uiStore, useUi } from '../../lib/ui-store.ts';
import { StoreViewProvider } from '../shared/sees-prices.ts';
import { logout } from '../shared/session.ts';
import { ConnectionBanner } from './connection-banner.tsx';
import { GlobalSpinner } from './global-spinner.tsx';
import styles from './shell.module.css';
import { Toolbar } from './toolbar.tsx';
import { UpdateNotice } from './update-notice.tsx';

// Everything not needed for the first paint is its own chunk.
const SideDrawer = lazy(() => import('./side-drawer.tsx').then((m) => ({ default: m.SideDrawer })));
const SessionDialogs = lazy(() => import('./session-dialogs.tsx').then((m) => ({ default: m.SessionDialogs })));
const InstallPrompt = lazy(() => import('./install-prompt.tsx').then((m) => ({ default: m.InstallPrompt })));
// Only while staff act for a customer: the storefront does not load it otherwise.
const ActingBanner = lazy(() =>
  import('../../features/staff/components/acting-banner.tsx').then((m) => ({ default: m.ActingBanner })),
);
const SnackbarHost = lazy(() => import('./snackbar-host.tsx').then((m) => ({ default: m.SnackbarHost })));

/** Spec 3 §2.2: a back counter in session storage decides whether "back" has history to go to. */
function useBackCounter() {
  const location = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry (its key), not per render.
  useEffect(() => {
    if (type === 'PUSH') writeBackCounter(readBackCounter() + 1);
    else if (type === 'POP') writeBackCounter(readBackCounter() - 1);
  }, [location.key, type]);
}

/** The native wrapper (docs/native-wrapper.md): told every URL, heard for navigation and logout. */
function useNativeWrapper() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(
    () => connectNativeWrapper({ navigate: (path) => navigate(path), logout: () => void logout() }),
    [navigate],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per path or query change, read from the window.
  useEffect(() => {
    tellWrapper({ type: 'changeUrl', url: window.location.href });
  }, [location.pathname, location.search]);
}

/** A shared cart's link (?carrinho=CODE, decision 115) opens the load-cart dialog with the code. */
function useSharedCartLink() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('carrinho');
    if (!code) return;
    params.delete('carrinho');
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    ui.openDialog({ kind: 'load-cart', code: code.slice(0, 20) });
  }, [location.pathname, location.search, navigate]);
}

export function AppShell({ children }: { children: ReactNode }) {
  const drawerOpen = useUi((s) => s.drawerOpen);
  const dialog = useUi((s) => s.dialog);
  const snackbarHost = useUi((s) => s.snackbarHost);
  const installPromptDue = useUi((s) => s.installPromptDue);
  const acting = useBrowserStore((s) => Boolean(s.ownToken));
  useBackCounter();
  useNativeWrapper();
  useSharedCartLink();
  // The first screen is on: the splash covered its loading and has nothing left to cover.
  useEffect(() => {
    uiStore.setState({ splashVisible: false });
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(() => uiStore.setState({ installPromptDue: true }), INSTALL_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <StoreViewProvider>
      <div className={styles.app}>
        <Toolbar />
        {acting && (
          <Suspense fallback={null}>
            <ActingBanner />
          </Suspense>
        )}
        <ConnectionBanner />
        <main className={styles.main} id="conteudo">
          {children}
        </main>
        <GlobalSpinner />
        <UpdateNotice />
        <Suspense fallback={null}>
          {snackbarHost && <SnackbarHost />}
          {installPromptDue && <InstallPrompt />}
          {drawerOpen && <SideDrawer />}
          {dialog && <SessionDialogs />}
        </Suspense>
      </div>
    </StoreViewProvider>
  );
}
