import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed, readWebPushSubscription } from './rules.ts';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

describe('readWebPushSubscription', () => {
  it('reads a browser subscription and nothing else', () => {
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys };
    expect(readWebPushSubscription(JSON.stringify(sub))).toEqual(sub);
    expect(readWebPushSubscription('fcm-device-token')).toBeNull();
    expect(readWebPushSubscription('{not json')).toBeNull();
    expect(readWebPushSubscription(JSON.stringify({ endpoint: 'https://x', keys: { auth: 'a' } }))).toBeNull();
  });
});

describe('pushEndpointAllowed', () => {
  it("takes the browsers' push services over https only", () => {
    const local = { local: false };
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', local)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', local)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QOx', local)).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', local)).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/x', local)).toBe(false);
    expect(pushEndpointAllowed('https://evilpush.apple.com.example/x', local)).toBe(false);
    expect(pushEndpointAllowed('https://169.254.169.254/latest', local)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/1', local)).toBe(false);
  });

  it('takes a loopback push service only when local ones are allowed', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/1', { local: true })).toBe(true);
    expect(pushEndpointAllowed('http://10.0.0.2:9000/push/1', { local: true })).toBe(false);
  });
});
