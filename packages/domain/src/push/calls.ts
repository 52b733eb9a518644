import { defineCalls } from '../contract-types.ts';
import { pushRoutes } from './routes.ts';
import { PushPublicKeyBody, PushPublicKeyResponse } from './schemas.ts';

export const pushCalls = defineCalls(pushRoutes, {
  'push/publickey': {
    summary:
      "The server's VAPID public key, for the browser's push subscription; the subscription is then sent with registerdevice.",
    body: PushPublicKeyBody,
    response: PushPublicKeyResponse,
  },
});
