import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { places } from '../../platform/db/schema.ts';
import { insertOrder } from '../../test/order-fixtures.ts';
import { as, usePaymentsTest } from './payments.test-helpers.ts';

// v2/orderdeliverypayment with the online types 2, 3 and 5 (checked by the payments feature).

const s = usePaymentsTest();

describe('v2/orderdeliverypayment with online types', () => {
  it('records 2 (installments checked) and 3 when the place has online payment; 5 is staff only; off without it', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1200, subtotalCents: 1200 });
    const pay = (body: Record<string, unknown>, auth = as(s.customer.token)) =>
      s.t.call('v2/orderdeliverypayment', { order_id: order.id, ...body }, auth);
    expect((await pay({ payment_type: 2, installments: 2 })).body.data.order).toMatchObject({ payment_type: 2 });
    expect((await pay({ payment_type: 2, installments: 13 })).status).toBe(400);
    const three = await pay({ payment_type: 3 });
    expect(three.body.data.order.payment_type).toBe(3);
    const five = await pay({ payment_type: 5 });
    expect(five.body.error.message).toBe('Forma de pagamento indisponível.');
    await s.t.database.db.update(places).set({ paymentsServiceEnabled: false }).where(eq(places.id, s.cantinaId));
    try {
      const off = await pay({ payment_type: 2 });
      expect(off.status).toBe(400);
      expect(off.body.error).toMatchObject({ message: 'Forma de pagamento indisponível.', field: 'payment_type' });
    } finally {
      await s.t.database.db.update(places).set({ paymentsServiceEnabled: true }).where(eq(places.id, s.cantinaId));
    }
  });
});
