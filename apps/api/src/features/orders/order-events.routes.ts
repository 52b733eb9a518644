import type { ServerResponse } from 'node:http';
import { ACCESS_EVENT_NAME, type LiveAccessEvent } from '@app/domain/access-requests/events';
import { type LiveOpenOrderEvent, OPEN_ORDER_EVENT_NAME } from '@app/domain/open-orders/events';
import { type LiveOrderEvent, ORDER_EVENT_NAME, ORDER_EVENTS_URL } from '@app/domain/orders/events';
import type { FastifyInstance } from 'fastify';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { AppEvent, EventBus } from '../../platform/events.ts';
import type { RequestResolvers } from '../../platform/http.ts';
import { hashToken } from '../../platform/tokens.ts';

export const EVENTS_URL = ORDER_EVENTS_URL;
const HEARTBEAT_MS = 25_000;

/** One open stream: whose it is and whether it is staff (staff receive every order of the place). */
type Stream = { res: ServerResponse; userId: string; staff: boolean };

/**
 * The open streams of one place, indexed by audience, with one bus subscription for all of them:
 * an event is encoded once and written only to the streams that receive it (the place's staff and
 * the order's customer, or the account's guests), not offered to every stream of the place.
 */
type Audience = { staff: Set<Stream>; byUser: Map<string, Set<Stream>>; unsubscribe: () => void };

/** The SSE frame of an event for the streams that receive it, once per event (decision 191). */
function frameOf(event: AppEvent): Buffer | null {
  if (event.type === 'open-order') {
    const data: LiveOpenOrderEvent = {
      open_order_id: event.open_order_id,
      kind: event.kind,
      number: event.number,
      status: event.status,
    };
    return Buffer.from(`event: ${OPEN_ORDER_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`);
  }
  if (event.type === 'access') {
    const data: LiveAccessEvent = { request_id: event.request_id, status: event.status };
    return Buffer.from(`event: ${ACCESS_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`);
  }
  if (event.type !== 'order') return null;
  const data: LiveOrderEvent = {
    order_id: event.order_id,
    status: event.status,
    number: event.number,
    payment_status: event.payment_status,
  };
  return Buffer.from(`event: ${ORDER_EVENT_NAME}\ndata: ${JSON.stringify(data)}\n\n`);
}

function deliver(audience: Audience, event: AppEvent): void {
  const frame = frameOf(event);
  if (!frame) return;
  const write = (stream: Stream) => {
    try {
      stream.res.write(frame);
    } catch {
      // A stream closing under us is cleaned up by its 'close' handler.
    }
  };
  // An access decision (decision 188): only the person it concerns, on any screen of the place.
  if (event.type === 'access') {
    for (const stream of audience.byUser.get(event.user_id) ?? []) write(stream);
    return;
  }
  for (const stream of audience.staff) write(stream);
  // Open accounts (decision 070): staff see every account, a guest the accounts they are on.
  const customers = event.type === 'open-order' ? event.member_ids : event.type === 'order' ? [event.user_id] : [];
  for (const userId of new Set(customers)) {
    if (userId) for (const stream of audience.byUser.get(userId) ?? []) write(stream);
  }
}

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
  const places = new Map<string, Audience>();

  const join = (placeId: string, stream: Stream) => {
    let audience = places.get(placeId);
    if (!audience) {
      const created: Audience = { staff: new Set(), byUser: new Map(), unsubscribe: () => {} };
      created.unsubscribe = deps.events.subscribe(placeId, (event) => deliver(created, event));
      places.set(placeId, created);
      audience = created;
    }
    if (stream.staff) audience.staff.add(stream);
    else {
      const mine = audience.byUser.get(stream.userId) ?? new Set<Stream>();
      audience.byUser.set(stream.userId, mine);
      mine.add(stream);
    }
    const joined = audience;
    return () => {
      if (stream.staff) joined.staff.delete(stream);
      else {
        const mine = joined.byUser.get(stream.userId);
        mine?.delete(stream);
        if (mine?.size === 0) joined.byUser.delete(stream.userId);
      }
      if (joined.staff.size === 0 && joined.byUser.size === 0) {
        joined.unsubscribe();
        if (places.get(placeId) === joined) places.delete(placeId);
      }
    };
  };

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

    const leave = join(place.id, { res, userId: user.userId, staff: Boolean(manager) });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), deps.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    const cleanup = () => {
      clearInterval(heartbeat);
      leave();
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
