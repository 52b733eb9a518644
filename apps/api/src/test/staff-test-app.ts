import { afterAll, beforeAll } from 'vitest';
import { placeIdOf, productIds } from '../features/orders/orders.test-helpers.ts';
import { staffAuth } from './logins.ts';
import { createTestApp, DEMO } from './test-app.ts';

/**
 * The setup of the back-office test files: a test app, the Cantina's id and product ids by code,
 * and the demo manager signed in at the Cantina and at the Porto (from `${ipPrefix}.2` and `.3`).
 */
export async function createStaffTestApp(ipPrefix: string) {
  const t = await createTestApp();
  const cantinaId = await placeIdOf(t, DEMO.places[0]);
  const ids = await productIds(t, cantinaId);
  const cantina = await staffAuth(t, DEMO.places[0], `${ipPrefix}.2`);
  const porto = await staffAuth(t, DEMO.places[1], `${ipPrefix}.3`);
  return { t, cantinaId, ids, cantina, porto };
}

export type StaffTest = Awaited<ReturnType<typeof createStaffTestApp>>;

/** Registers the file's beforeAll/afterAll around createStaffTestApp; the fields are filled before the first test runs. */
export function useStaffTestApp(ipPrefix: string): StaffTest {
  const s = {} as StaffTest;
  beforeAll(async () => {
    Object.assign(s, await createStaffTestApp(ipPrefix));
  });
  afterAll(() => s.t.close());
  return s;
}
