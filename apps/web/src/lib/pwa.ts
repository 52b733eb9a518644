import { queryClient } from './query-client.ts';
import { uiStore } from './ui-store.ts';

const workerEnabled = () =>
  import.meta.env.VITE_SPA_MODE !== 'true' && !import.meta.env.DEV && 'serviceWorker' in navigator;

let started = false;
/** Registers the worker once (from the idle timer, or earlier when push needs it). */
function start(): void {
  if (started) return;
  started = true;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => uiStore.setState({ applyUpdate: () => void update(true) }),
    });
  });
}

const REGISTER_DELAY_MS = 10_000;

/** Spec 3 §9: the service worker runs only when not in SPA mode; an update waits for the person. */
export function registerServiceWorker(): void {
  if (!workerEnabled()) return;
  // Spec 3 §4: a push message refreshes the order it is about; one about an open account, the user.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; kind?: string }>) => {
    if (event.data?.type !== 'push') return;
    void queryClient.invalidateQueries({ queryKey: ['order'] });
    if (event.data.kind === 'open-order') void queryClient.invalidateQueries({ queryKey: ['readuserinfo'] });
  });
  // Well after load, when idle: the worker and workbox-window (a ~150 ms task on a throttled phone)
  // must not compete with the first screen and its products (bench/RESULTS.md, Lighthouse).
  const idle = () =>
    window.setTimeout(
      () => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : start()),
      REGISTER_DELAY_MS,
    );
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The active service worker's registration, registering it now if the idle timer has not yet
 * (Web Push, decision 101); null where the worker does not run (SPA mode, development).
 */
export async function serviceWorkerRegistration(timeoutMs = 15_000): Promise<ServiceWorkerRegistration | null> {
  if (!workerEnabled()) return null;
  start();
  const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Ends this browser's push subscription (on logout: the next person here gets no one else's news). */
export async function dropPushSubscription(): Promise<void> {
  if (!workerEnabled()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
