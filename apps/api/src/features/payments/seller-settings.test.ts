import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import type { PaymentsPort } from '../../integrations/payments/port.ts';
import { createPaymentsContext } from './payments.context.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { usePaymentsTest } from './payments.test-helpers.ts';

const s = usePaymentsTest();

describe("the seller's settings (decision 217)", () => {
  it('charges arriving together ask the provider once, then the cache answers', async () => {
    const c = containerOf(s.t.app);
    const real = c.paymentsPort;
    let asked = 0;
    const port: PaymentsPort = {
      ...real,
      getSeller: (id) => {
        asked++;
        return real.getSeller(id);
      },
    };
    const ctx = createPaymentsContext({
      database: s.t.database,
      repo: createPaymentsRepo(),
      orders: c.orders.ledger,
      port,
    });
    const together = await Promise.all(Array.from({ length: 8 }, () => ctx.seller('seller-cantina')));
    expect(asked).toBe(1);
    expect(new Set(together.map((x) => JSON.stringify(x))).size).toBe(1);
    expect(together[0]).toMatchObject({ id: 'seller-cantina' });
    await ctx.seller('seller-cantina');
    expect(asked).toBe(1);
  });

  it('a failed request is not kept: the next charge asks again', async () => {
    const c = containerOf(s.t.app);
    const real = c.paymentsPort;
    let asked = 0;
    const port: PaymentsPort = {
      ...real,
      getSeller: (id) => {
        asked++;
        return real.getSeller(id);
      },
    };
    const ctx = createPaymentsContext({
      database: s.t.database,
      repo: createPaymentsRepo(),
      orders: c.orders.ledger,
      port,
    });
    await expect(Promise.all([ctx.seller('no-such-seller'), ctx.seller('no-such-seller')])).rejects.toThrow();
    expect(asked).toBe(1);
    await expect(ctx.seller('no-such-seller')).rejects.toThrow();
    expect(asked).toBe(2);
  });
});
