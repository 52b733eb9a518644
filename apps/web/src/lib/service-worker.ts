// The service worker as other modules need it (Web Push, decision 101), without the registration
// module itself (pwa.ts imports the plugin's virtual module, which only the build provides).

/** Spec 3 §9: the worker runs only when not in SPA mode (and not under the dev server). */
export const workerEnabled = (): boolean =>
  import.meta.env.VITE_SPA_MODE !== 'true' && !import.meta.env.DEV && 'serviceWorker' in navigator;

let starter: (() => void) | null = null;

/** pwa.ts hands over how to register the worker at once (instead of on its idle timer). */
export function setWorkerStarter(start: () => void): void {
  starter = start;
}

/**
 * The active worker's registration, registering it now if the idle timer has not yet; null where
 * the worker does not run or does not become active in time.
 */
export async function serviceWorkerRegistration(timeoutMs = 15_000): Promise<ServiceWorkerRegistration | null> {
  if (!workerEnabled()) return null;
  starter?.();
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
