import { WebPushSubscription } from './schemas.ts';

// Web Push (decision 101): what the service worker receives and how a subscription is read.

/** What a notification opens: an order ('ver pedido'), an open account ('ver conta'), an appointment. */
export type PushKind = 'order' | 'open-order' | 'appointment';

/** The JSON the server encrypts into a push message and the service worker shows. */
export type PushPayload = {
  kind: PushKind;
  title: string;
  body: string;
  /** A path of this app, opened on a click (the 'ver …' action or the notification itself). */
  url: string;
  /** Replaces an earlier notification of the same thing (one per order, per account). */
  tag: string;
  /** The action buttons, titled in the receiver's language: open, then close. */
  actions: { action: 'open' | 'close'; title: string }[];
  /** The order or open account the message is about: the app refreshes it (spec 3 §4). */
  order_id?: string;
  open_order_id?: string;
};

/**
 * A `push_token` that is a Web Push subscription (the browser's JSON); null for anything else (a
 * native wrapper's device token, kept as before).
 */
export function readWebPushSubscription(pushToken: string): WebPushSubscription | null {
  if (!pushToken.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(pushToken);
  } catch {
    return null;
  }
  const parsed = WebPushSubscription.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The push services a subscription may point at: the browsers' own (https), so no one can make the
 * server post to an address of their choice. `local` adds loopback http (the sandbox's local push
 * service, tests and e2e).
 */
export function pushEndpointAllowed(endpoint: string, options: { local: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (options.local && url.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost')) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}

/** Chrome/Edge/Opera (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge legacy (WNS). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;
