import { z } from 'zod';

export const PushPublicKeyBody = z.object({});
export const PushPublicKeyResponse = z.object({
  /** The VAPID public key, base64url (the `applicationServerKey` of PushManager.subscribe). */
  public_key: z.string(),
});

/** A browser's PushSubscription as `JSON.stringify(subscription)` writes it. */
export const WebPushSubscription = z.object({
  endpoint: z.string().url().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)
      .max(100),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/)
      .max(30),
  }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscription>;
