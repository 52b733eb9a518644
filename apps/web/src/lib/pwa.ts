import { uiStore } from './ui-store.ts';

/** Spec 3 §9: the service worker runs only when not in SPA mode; an update waits for the person. */
export function registerServiceWorker(): void {
  if (import.meta.env.VITE_SPA_MODE === 'true' || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // After load and idle: the worker and workbox-window must not compete with the first screen.
  const start = () =>
    void import('virtual:pwa-register').then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh: () => uiStore.setState({ applyUpdate: () => void update(true) }),
      });
    });
  const idle = () =>
    window.setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : start()), 3000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
