import type { CacheEvent, EventBus } from './events.ts';

/**
 * Makes a cache's invalidation reach every API instance (decision 045): the returned function drops
 * the entries here at once and announces it on the event bus (Redis pub/sub between instances), so
 * the others drop theirs within milliseconds instead of serving them until their TTL runs out.
 */
export function shareInvalidation(
  events: EventBus,
  cache: CacheEvent['cache'],
  drop: (placeId?: string) => void,
): (placeId?: string) => void {
  events.subscribeAll((event) => {
    if (event.type !== 'cache' || event.cache !== cache || event.origin === events.instance) return;
    drop(event.place_id === '*' ? undefined : event.place_id);
  });
  return (placeId) => {
    drop(placeId);
    events.publish({ type: 'cache', cache, place_id: placeId ?? '*', origin: events.instance });
  };
}
