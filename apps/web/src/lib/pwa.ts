import { queryClient } from './query-client.ts';
import { setWorkerStarter, workerEnabled } from './service-worker.ts';
import { uiStore } from './ui-store.ts';

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
  setWorkerStarter(start);
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
