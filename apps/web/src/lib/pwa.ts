import { uiStore } from './ui-store.ts';

const REGISTER_DELAY_MS = 10_000;

/** Spec 3 §9: the service worker runs only when not in SPA mode; an update waits for the person. */
export function registerServiceWorker(): void {
  if (import.meta.env.VITE_SPA_MODE === 'true' || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Well after load, when idle: the worker and workbox-window (a ~150 ms task on a throttled phone)
  // must not compete with the first screen and its products (bench/RESULTS.md, Lighthouse).
  const start = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => uiStore.setState({ applyUpdate: () => void update(true) }),
      });
    });
  const idle = () =>
    window.setTimeout(
      () => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : start()),
      REGISTER_DELAY_MS,
    );
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
