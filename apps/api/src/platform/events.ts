import { randomUUID } from 'node:crypto';
import type { LiveAccessEvent } from '@app/domain/access-requests/events';
import type { LiveOpenOrderEvent } from '@app/domain/open-orders/events';
import type { LiveOrderEvent } from '@app/domain/orders/events';
import { Redis } from 'ioredis';

/** An order changed: what the live-order stream sends, and to whom. */
export type OrderEvent = LiveOrderEvent & {
  type: 'order';
  place_id: string;
  /** The order's customer (null for anonymous orders): only they and the place's staff receive it. */
  user_id: string | null;
};
/**
 * A place's cached rows changed on one instance: the others drop theirs (decision 045). `place_id`
 * is '*' for every place; `origin` is the publishing bus, which has already dropped its own.
 */
export type CacheEvent = {
  type: 'cache';
  cache: 'place' | 'catalogue' | 'stock';
  place_id: string;
  origin: string;
};
/**
 * An open account changed (decision 070): opened, joined, a round, a waiter call, a bill request,
 * acknowledged, updated, closed. Staff of the place and the account's members receive it; other
 * features (push notifications) subscribe to 'waiter-call' and 'bill-request'.
 */
export type OpenOrderEvent = LiveOpenOrderEvent & {
  type: 'open-order';
  place_id: string;
  /** The account's guests at the time of the event. */
  member_ids: string[];
};
/** Staff decided a person's access request (decision 188): only that person receives it. */
export type AccessEvent = LiveAccessEvent & {
  type: 'access';
  place_id: string;
  user_id: string;
};
export type AppEvent = OrderEvent | CacheEvent | OpenOrderEvent | AccessEvent;

type Listener = (event: AppEvent) => void;

export type EventBus = {
  /** Fire and forget: a failed publish is logged, never thrown into the request that caused it. */
  publish(event: AppEvent): void;
  /** Events of one place; returns the unsubscribe function. */
  subscribe(placeId: string, listener: Listener): () => void;
  /** Every event of every place (instance-wide work such as cache invalidation). */
  subscribeAll(listener: Listener): () => void;
  /** This bus's id, different on every API instance. */
  readonly instance: string;
  readonly kind: 'memory' | 'redis';
  /** Resolves once events can be received (the Redis subscription is in place). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type Log = { warn(obj: object, msg?: string): void };

const CHANNEL = 'app:events';

/**
 * In-process pub/sub; with REDIS_URL the events travel through Redis pub/sub so every API instance
 * (each with its own SSE clients) receives every event. With Redis, local listeners are fed only
 * from the subscription, so an instance sees its own events exactly once.
 */
export function createEventBus(options: { redisUrl?: string; log?: Log } = {}): EventBus {
  const listeners = new Map<string, Set<Listener>>();
  const everywhere = new Set<Listener>();
  const instance = randomUUID();
  const dispatch = (event: AppEvent) => {
    for (const listener of [...(listeners.get(event.place_id) ?? []), ...everywhere]) {
      try {
        listener(event);
      } catch (error) {
        options.log?.warn({ err: error }, 'event listener failed');
      }
    }
  };
  const subscribe = (placeId: string, listener: Listener) => {
    const set = listeners.get(placeId) ?? new Set<Listener>();
    listeners.set(placeId, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(placeId);
    };
  };
  const subscribeAll = (listener: Listener) => {
    everywhere.add(listener);
    return () => {
      everywhere.delete(listener);
    };
  };

  if (!options.redisUrl) {
    return {
      kind: 'memory',
      instance,
      ready: async () => {},
      publish: (event) => queueMicrotask(() => dispatch(event)),
      subscribe,
      subscribeAll,
      close: async () => {
        listeners.clear();
        everywhere.clear();
      },
    };
  }

  // ioredis reconnects by itself; commands wait in its offline queue meanwhile.
  const redisOptions = { lazyConnect: false, maxRetriesPerRequest: 3, connectionName: `app-${instance}` };
  const publisher = new Redis(options.redisUrl, redisOptions);
  const subscriber = new Redis(options.redisUrl, redisOptions);
  const onError = (error: Error) => options.log?.warn({ err: error.message }, 'redis events connection error');
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const subscribed = subscriber.subscribe(CHANNEL).then(
    () => {},
    (error: Error) => onError(error),
  );
  subscriber.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    try {
      dispatch(JSON.parse(text) as AppEvent);
    } catch (error) {
      options.log?.warn({ err: error }, 'malformed event from redis');
    }
  });
  return {
    kind: 'redis',
    instance,
    ready: () => subscribed,
    publish: (event) => {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch(onError);
    },
    subscribe,
    subscribeAll,
    async close() {
      listeners.clear();
      everywhere.clear();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
