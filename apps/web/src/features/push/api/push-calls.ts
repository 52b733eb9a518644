import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// Web Push calls (decision 101): the server's VAPID key, and the subscription sent as registerdevice.

export const getPublicKey = () => api.call('push/publickey', {});

export function publicKeyQuery() {
  return queryOptions({ queryKey: ['push', 'publickey'], queryFn: getPublicKey, staleTime: Number.POSITIVE_INFINITY });
}

/** Spec 1 §7 registerdevice (push token, os 2, type 2): the push token is the browser's subscription. */
export const registerDevice = (subscription: PushSubscription) =>
  api.call('registerdevice', { push_token: JSON.stringify(subscription), os: 2, type: 2 });
