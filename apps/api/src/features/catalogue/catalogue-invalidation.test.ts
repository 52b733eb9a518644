import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../platform/events.ts';
import { shareStockInvalidation } from './catalogue-invalidation.ts';

// Two instances on one bus (in memory, as Redis carries it between processes): a stock move drops
// the place's pages and snapshot where it happened, and the snapshot on the other instance (the
// cart prices from it, decision 202).
describe('shareStockInvalidation', () => {
  it('drops pages and snapshot here, only the snapshot of that place elsewhere', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const instance = (name: string, busOf: typeof bus) =>
      shareStockInvalidation(busOf, {
        invalidateProducts: (placeId) => seen.push(`${name} pages+snapshot ${placeId}`),
        invalidateSnapshot: (placeId) => seen.push(`${name} snapshot ${placeId}`),
      });
    const here = instance('a', bus);
    // Another instance: same bus, another id (its own events come back to it and are ignored).
    instance('b', { ...bus, instance: 'other-instance', subscribeAll: bus.subscribeAll });
    here('place-1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // (Here the snapshot is dropped twice: the shared drop runs locally too; a no-op the second time.)
    expect(seen).toEqual(['a pages+snapshot place-1', 'a snapshot place-1', 'b snapshot place-1']);
    seen.length = 0;
    // Catalogue and place events are not stock moves.
    bus.publish({ type: 'cache', cache: 'catalogue', place_id: 'place-1', origin: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([]);
    await bus.close();
  });
});
