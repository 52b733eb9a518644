import { queryClient } from '../../../lib/query-client.ts';
import { serviceWorkerRegistration } from '../../../lib/service-worker.ts';
import { browserStore } from '../../../lib/storage.ts';
import { publicKeyQuery, registerDevice } from '../api/push-calls.ts';

// The browser's side of Web Push (decision 101): what it can do, asking, subscribing.

export type PushState = 'unsupported' | 'default' | 'granted' | 'denied';

/** Whether this browser can receive push messages, and what the person said about notifications. */
export function pushState(): PushState {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/**
 * Only the person themself registers: never staff acting as a customer (spec 3 §4), never without
 * a session.
 */
export function mayRegister(): boolean {
  const { token, ownToken } = browserStore.getState();
  return token !== null && ownToken === null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
};

/**
 * Subscribes this browser with the server's key (a subscription made with another key is renewed)
 * and hands it to the server for the person at this place. False where it cannot be done.
 */
export async function subscribeThisBrowser(): Promise<boolean> {
  if (pushState() !== 'granted' || !mayRegister()) return false;
  const registration = await serviceWorkerRegistration();
  if (!registration) return false;
  const { public_key } = await queryClient.fetchQuery(publicKeyQuery());
  const key = keyBytes(public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await registerDevice(subscription);
  return true;
}

/** Asks the person (from their click), then subscribes; the answer the browser gave. */
export async function askAndSubscribe(): Promise<PushState> {
  const answer = await Notification.requestPermission();
  if (answer === 'granted') await subscribeThisBrowser();
  return answer;
}
