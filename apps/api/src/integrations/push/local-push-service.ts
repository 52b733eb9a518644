import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

// A local push service (decision 101): it stands in for a browser vendor's (FCM, Mozilla, Apple) in
// tests and e2e. It hands out subscriptions as a browser would (its own keys), checks each message's
// VAPID signature against the key it names, decrypts the message (RFC 8291, aes128gcm) and records
// it. Nothing here runs inside the server.

export type LocalSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  subscription: string;
  /** The decrypted message, as the service worker's `event.data.text()` reads it. */
  text: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID public key that signed it. */
  vapidKey: string;
};

type Held = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean };

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export async function startLocalPushService(options: { onPush?: (push: ReceivedPush) => void } = {}) {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const waiting = new Set<() => void>();
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const sub = id ? held.get(id) : undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !id || !sub) return void res.writeHead(404).end();
    if (sub.gone) return void res.writeHead(410).end();
    const vapidKey = await verifyVapid(String(req.headers.authorization ?? ''), origin);
    if (!vapidKey) return void res.writeHead(401).end();
    if (req.headers['content-encoding'] !== 'aes128gcm') return void res.writeHead(415).end();
    let text: string;
    try {
      text = decrypt(Buffer.concat(chunks), sub);
    } catch {
      return void res.writeHead(400).end();
    }
    const push: ReceivedPush = {
      subscription: id,
      text,
      ttl: Number(req.headers.ttl ?? 0),
      urgency: (req.headers.urgency as string | undefined) ?? null,
      topic: (req.headers.topic as string | undefined) ?? null,
      vapidKey,
    };
    received.push(push);
    res.writeHead(201).end();
    options.onPush?.(push);
    for (const wake of waiting) wake();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new subscription, as PushManager.subscribe would give it (its private key stays here). */
    subscribe(): LocalSubscription {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      held.set(id, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    /** The browser unsubscribed: later messages get 410 Gone. */
    forget(endpoint: string) {
      const sub = held.get(endpoint.split('/').pop() ?? '');
      if (sub) sub.gone = true;
    },
    /** Resolves with the first message matching `match`, waiting up to `timeoutMs`. */
    async waitFor(match: (push: ReceivedPush) => boolean, timeoutMs = 5_000): Promise<ReceivedPush> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no push arrived in ${timeoutMs} ms (${received.length} received)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiting.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;

/** `vapid t=<JWT>, k=<key>` (RFC 8292): a valid ES256 token for this service; the key, or null. */
async function verifyVapid(header: string, audience: string): Promise<string | null> {
  const t = /(?:^|[\s,])t=([\w.-]+)/.exec(header)?.[1];
  const k = /(?:^|[\s,])k=([\w-]+)/.exec(header)?.[1];
  if (!header.startsWith('vapid ') || !t || !k) return null;
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return null;
  try {
    const key = await importJWK(
      { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
      'ES256',
    );
    const { payload } = await jwtVerify(t, key, { audience, algorithms: ['ES256'] });
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return null;
    return k;
  } catch {
    return null;
  }
}

/** RFC 8188 + RFC 8291: one aes128gcm record, keyed by the sender's key (in the header) and ours. */
function decrypt(body: Buffer, sub: Held): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = sub.ecdh.computeSecret(senderKey);
  const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}
