/** One browser's push subscription: its push service URL and its message keys (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The server's VAPID identity (RFC 8292): the browser accepts messages signed with this key only. */
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

export type PushMessage = {
  /** The JSON the service worker reads, encrypted for the browser (aes128gcm). */
  payload: string;
  /** Seconds the push service keeps it while the device is off. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A newer message with the same topic replaces a waiting one (base64url, up to 32 characters). */
  topic?: string;
};

/** 'gone': the push service no longer knows the subscription (404/410), so it is deleted. */
export type PushOutcome = { result: 'sent' | 'gone' | 'failed'; status: number | null };

/**
 * Sends Web Push messages (decision 101). The real adapter posts to the browser vendor's push
 * service; the sandbox reaches only a local push service and records the rest.
 */
export type PushPort = {
  readonly provider: 'webpush' | 'sandbox';
  send(target: PushTarget, message: PushMessage, vapid: VapidDetails): Promise<PushOutcome>;
};
