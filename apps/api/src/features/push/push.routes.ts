import type { Handlers } from '../../platform/http.ts';
import type { PushService } from './push.service.ts';

export function pushRoutes(s: { push: PushService }): Pick<Handlers, 'push/publickey'> {
  return { 'push/publickey': () => s.push.publicKey() };
}
