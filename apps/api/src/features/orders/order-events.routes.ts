import type { ServerResponse } from 'node:http';
import { type LiveOpenOrderEvent, OPEN_ORDER_EVENT_NAME } from '@app/domain/open-orders/events';
import { type LiveOrderEvent, ORDER_EVENT_NAME, ORDER_EVENTS_URL } from '@app/domain/orders/events';
import type { FastifyInstance } from 'fastify';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { AppEvent, EventBus } from '../../platform/events.ts';
import type { RequestResolvers } from '../../platform/http.ts';
import { hashToken } from '../../platform/tokens.ts';

export const EVENTS_URL = ORDER_EVENTS_URL;
const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for order updates (docs/api.md "Realtime"). Not a contract call: a stream.
 * The token travels in the Authorization header (the storefront reads the stream with fetch, so no
 * secret lands in a URL); the place in x-place-id. A customer receives their own orders at that
 * place; staff with the place's manager token (x-manager-token) receive every order of the place.
 */
export function registerOrderEvents(
  app: FastifyInstance,
  deps: { events: EventBus; resolvers: RequestResolvers; defaultPlace: string; heartbeatMs?: number },
) {
  const open = new Set<ServerResponse>();

  app.get(EVENTS_URL, async (req, reply) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
    };
    const place = await deps.resolvers.findPlace(header('x-place-id') ?? deps.defaultPlace);
    if (!place)
      throw new AppError('not_found', 'Estabelecimento não encontrado.', 404, { errorType: 'place_not_found' });
    const auth = header('authorization');
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    const user = token ? await deps.resolvers.findUserSession(hashToken(token), place.id) : null;
    if (!user) throw accessDenied();
    const managerToken = header('x-manager-token');
    const manager = managerToken ? await deps.resolvers.findManagerSession(hashToken(managerToken), place.id) : null;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx must not buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n: connected\n\n');
    open.add(res);

    const unsubscribe = deps.events.subscribe(place.id, (event: AppEvent) => {
      // Open accounts (decision 070): staff see every account, a guest the accounts they are on.
      if (event.type === 'open-order') {
        if (!manager && !event.member_ids.includes(user.userId)) return;
        const data: LiveOpenOrderEvent = {
          open_order_id: event.open_order_id,
          kind: event.kind,
          number: event.number,
          status: event.status,
        };
        res.write(`event: ${OPEN_ORDER_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`);
        return;
      }
      if (event.type !== 'order') return;
      if (!manager && event.user_id !== user.userId) return;
      const data: LiveOrderEvent = {
        order_id: event.order_id,
        status: event.status,
        number: event.number,
        payment_status: event.payment_status,
      };
      res.write(`event: ${ORDER_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), deps.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    };
    res.on('close', cleanup);
  });

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    open.clear();
    done();
  });
}
