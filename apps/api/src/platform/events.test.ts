import { afterAll, describe, expect, it } from 'vitest';
import { redisAvailable, TEST_REDIS_URL } from '../test/redis.ts';
import { createEventBus, type EventBus, type OrderEvent } from './events.ts';

const event = (place: string, n: number): OrderEvent => ({
  type: 'order',
  place_id: place,
  user_id: 'u1',
  order_id: `o${n}`,
  status: 2,
  number: n,
  payment_status: null,
});

function collect(bus: EventBus, place: string) {
  const seen: OrderEvent[] = [];
  const stop = bus.subscribe(place, (e) => {
    if (e.type === 'order') seen.push(e);
  });
  return { seen, stop };
}

async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for events');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('in-process event bus', () => {
  it("delivers a place's events to that place's listeners only, until they unsubscribe", async () => {
    const bus = createEventBus();
    const a = collect(bus, 'A');
    const b = collect(bus, 'B');
    bus.publish(event('A', 1));
    bus.publish(event('B', 2));
    await until(() => a.seen.length === 1 && b.seen.length === 1);
    expect(a.seen.map((e) => e.number)).toEqual([1]);
    a.stop();
    bus.publish(event('A', 3));
    bus.publish(event('B', 4));
    await until(() => b.seen.length === 2);
    expect(a.seen).toHaveLength(1);
    await bus.close();
  });

  it('keeps delivering when one listener throws', async () => {
    const warnings: unknown[] = [];
    const bus = createEventBus({ log: { warn: (o) => warnings.push(o) } });
    bus.subscribe('A', () => {
      throw new Error('boom');
    });
    const ok = collect(bus, 'A');
    bus.publish(event('A', 1));
    await until(() => ok.seen.length === 1);
    expect(warnings).toHaveLength(1);
    await bus.close();
  });
});

const REDIS = TEST_REDIS_URL;
const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('event bus over Redis (two API instances)', () => {
  const buses: EventBus[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  it("carries an event published on one instance to the other instance's listeners, once each", async () => {
    const place = `place-${Date.now()}`;
    const one = createEventBus({ redisUrl: REDIS });
    const two = createEventBus({ redisUrl: REDIS });
    buses.push(one, two);
    expect(one.kind).toBe('redis');
    await Promise.all([one.ready(), two.ready()]);
    const onOne = collect(one, place);
    const onTwo = collect(two, place);
    one.publish(event(place, 7));
    await until(() => onOne.seen.length === 1 && onTwo.seen.length === 1);
    expect(onTwo.seen[0]).toEqual(event(place, 7));
    // Give a duplicate time to show up: there must be none.
    await new Promise((r) => setTimeout(r, 100));
    expect(onOne.seen).toHaveLength(1);
    expect(onTwo.seen).toHaveLength(1);
  });
});
