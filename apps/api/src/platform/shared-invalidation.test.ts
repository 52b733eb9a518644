import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { staffAuth } from '../test/logins.ts';
import { redisAvailable, TEST_REDIS_URL } from '../test/redis.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import { createEventBus, type EventBus } from './events.ts';
import { shareInvalidation } from './shared-invalidation.ts';

async function until(check: () => Promise<boolean> | boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('shared invalidation on one instance', () => {
  it('drops here at once, once, and names every place when no place is given', async () => {
    const bus = createEventBus();
    const dropped: (string | undefined)[] = [];
    const invalidate = shareInvalidation(bus, 'place', (id) => dropped.push(id));
    invalidate('p1');
    invalidate();
    await new Promise((r) => setTimeout(r, 20));
    expect(dropped).toEqual(['p1', undefined]);
    await bus.close();
  });
});

const redisUp = await redisAvailable();

describe.skipIf(!redisUp)('shared invalidation between two API instances (Redis)', () => {
  const buses: EventBus[] = [];
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const step of cleanup) await step();
  });

  it("drops the other instance's entries of that cache only", async () => {
    const one = createEventBus({ redisUrl: TEST_REDIS_URL });
    const two = createEventBus({ redisUrl: TEST_REDIS_URL });
    buses.push(one, two);
    await Promise.all([one.ready(), two.ready()]);
    const onTwo: (string | undefined)[] = [];
    const otherCache: (string | undefined)[] = [];
    shareInvalidation(two, 'place', (id) => onTwo.push(id));
    shareInvalidation(two, 'catalogue', (id) => otherCache.push(id));
    const place = `place-${Date.now()}`;
    shareInvalidation(one, 'place', () => {})(place);
    await until(() => onTwo.length === 1);
    expect(onTwo).toEqual([place]);
    expect(otherCache).toEqual([]);
  });

  it('a theme saved or a product switched off on one instance shows on the other at once', async () => {
    // Caches that would otherwise keep the old answers for ten minutes.
    const env = { REDIS_URL: TEST_REDIS_URL, PLACE_CACHE_MS: '600000', PRODUCT_CACHE_MS: '600000' };
    const t: TestApp = await createTestApp({ env });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
    const other = await buildApp({ config, database: t.database, logger: pino({ level: 'silent' }) });
    await other.ready();
    cleanup.push(
      () => other.close(),
      () => t.close(),
    );
    const place = DEMO.places[0];
    const onOther = async (url: string) =>
      (await other.inject({ method: 'POST', url, headers: { 'x-place-id': place }, payload: {} })).json().data;

    expect((await onOther('/api/app/preloginprime')).restaurant_data.primary_color).not.toBe('#1d4ed8');
    const products = (await onOther('/api/app/getproductlistnotoken')).products as { _id: string }[];
    const product = products[0]?._id;
    expect(product).toBeDefined();

    const owner = { place, ...(await staffAuth(t, place, '10.91.0.1', DEMO.owner)) };
    const theme = await t.call(
      'admin/settings/theme',
      { restaurantname: 'Cantina da Praça', photo: '', banner: '', primary_color: '#1D4ED8' },
      owner,
    );
    expect(theme.status, JSON.stringify(theme.body)).toBe(200);
    const off = await t.call('admin/catalogue/availability', { _id: product, active: false }, owner);
    expect(off.status, JSON.stringify(off.body)).toBe(200);

    await until(async () => (await onOther('/api/app/preloginprime')).restaurant_data.primary_color === '#1d4ed8');
    await until(async () =>
      ((await onOther('/api/app/getproductlistnotoken')).products as { _id: string }[]).every((p) => p._id !== product),
    );
  });
});
