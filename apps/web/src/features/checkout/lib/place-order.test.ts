import { describe, expect, it, vi } from 'vitest';
import type { StoredCart } from '../../cart/lib/cart-store.ts';
import type { Order } from '../../orders/api/order-calls.ts';
import { afterOrder, orderBody, type PlaceOrderInput, paymentBody, placeOrder } from './place-order.ts';

const cart: StoredCart = {
  products: [
    {
      key: 'p1',
      product_id: '00000000-0000-4000-8000-000000000001',
      quantity: 2,
      service_type_id: null,
      snapshot: {
        code: '1',
        productname: 'Pizza',
        photo: null,
        unit_price_cents: 4590,
        combo_summary: [],
        stock: null,
        safety_margin: 0,
        sale_without_stock: false,
        max_quantity: null,
      },
    },
  ],
  options: {},
};

const input: PlaceOrderInput = {
  cart,
  options: { phone: '(11) 98765-4321', cpf: '123.456.789-09', observation: '  sem cebola ', kind: 'now' },
  where: { delivery_type: 1, address_id: '00000000-0000-4000-8000-0000000000aa' },
  coupon: 'PRIMEIRA',
  payment: { type: 0, brand: null, changeCents: 10000 },
};

const order = (status: number) => ({ _id: 'o1', status, anonymous: false }) as Order;

describe('checkout', () => {
  it('builds the order payload without the snapshot, with 55 + phone and the digits of the CPF', () => {
    const body = orderBody(input, false);
    expect(body).toEqual({
      products: [{ product_id: cart.products[0]?.product_id, quantity: 2, service_type_id: null }],
      delivery_type: 1,
      address_id: '00000000-0000-4000-8000-0000000000aa',
      payment_type: 0,
      phone: '5511987654321',
      cpf: '12345678909',
      observacao: { text: 'sem cebola' },
    });
    expect(orderBody(input, true)).toMatchObject({ cupom: 'PRIMEIRA' });
  });

  it('staff discounts (one of the two) and the expiry travel in the order', () => {
    const staffInput = { ...input, discounts: { percent_discount: 10, flat_discount: 5 } };
    const body = orderBody({ ...staffInput, options: { ...input.options, expire_in: 48 } }, false);
    expect(body).toMatchObject({ percent_discount: 10, expire_in: 48 });
    expect(body).not.toHaveProperty('flat_discount');
    expect(orderBody({ ...input, discounts: { flat_discount: 5 } }, false)).toMatchObject({ flat_discount: 5 });
    const never = orderBody({ ...input, options: { ...input.options, dont_expire: true, expire_in: 48 } }, false);
    expect(never).toMatchObject({ dont_expire: true });
    expect(never).not.toHaveProperty('expire_in');
    expect(orderBody(input, false)).not.toHaveProperty('percent_discount');
  });

  it('a budget travels in the order; an open order bill travels as pay_bill 2 with type 2', () => {
    expect(orderBody({ ...input, options: { ...input.options, budget: true } }, false)).toMatchObject({ budget: true });
    expect(orderBody(input, false)).not.toHaveProperty('budget');
    expect(paymentBody('o1', { type: 2, brand: null, changeCents: null, payBill: 2 })).toEqual({
      order_id: 'o1',
      payment_type: 2,
      pay_bill: 2,
    });
    expect(paymentBody('o1', { type: 4, brand: null, changeCents: null, payBill: null })).toEqual({
      order_id: 'o1',
      payment_type: 4,
    });
  });

  it('payment: change in reais for cash, brand for card on delivery', () => {
    expect(paymentBody('o1', { type: 0, brand: null, changeCents: 10000 })).toEqual({
      order_id: 'o1',
      payment_type: 0,
      change: 100,
    });
    expect(paymentBody('o1', { type: 0, brand: null, changeCents: null })).toEqual({ order_id: 'o1', payment_type: 0 });
    expect(paymentBody('o1', { type: 1, brand: 'visa', changeCents: null })).toEqual({
      order_id: 'o1',
      payment_type: 1,
      cc_brand: 'visa',
    });
  });

  it('sends, applies the coupon, then pays, in that order', async () => {
    const calls: string[] = [];
    const created = vi.fn();
    const result = await placeOrder(
      input,
      {
        sendOrder: async () => {
          calls.push('send');
          return { order: order(2) };
        },
        applyCoupon: async (id, code) => calls.push(`coupon ${id} ${code}`),
        payOrder: async (b) => {
          calls.push(`pay ${b.payment_type}`);
          return { order: order(2) };
        },
      },
      created,
    );
    expect(calls).toEqual(['send', 'coupon o1 PRIMEIRA', 'pay 0']);
    expect(created).toHaveBeenCalledWith('o1');
    expect(result._id).toBe('o1');
  });

  it('a failed payment rejects after the order exists', async () => {
    const created = vi.fn();
    await expect(
      placeOrder(
        input,
        {
          sendOrder: async () => ({ order: order(2) }),
          applyCoupon: null,
          payOrder: async () => {
            throw new Error('refused');
          },
        },
        created,
      ),
    ).rejects.toThrow('refused');
    expect(created).toHaveBeenCalledWith('o1');
  });

  it('lands on tracking for a pending order, on Home otherwise', () => {
    expect(afterOrder(order(2), { managerOrder: false })).toEqual({ to: 'tracking', pendingOrderId: 'o1' });
    expect(afterOrder(order(2), { managerOrder: true })).toEqual({ to: 'home', shareOrder: 'o1' });
    expect(afterOrder({ ...order(1), anonymous: true }, { managerOrder: true })).toEqual({ to: 'home', success: true });
    expect(afterOrder(order(1), { managerOrder: false })).toEqual({ to: 'home', shareOrder: 'o1' });
    // A round of the person's open account lands on the account (spec 1 §4).
    expect(afterOrder(order(2), { managerOrder: false, openOrderId: 'a1' })).toEqual({
      to: 'open-order',
      openOrderId: 'a1',
    });
    expect(afterOrder(order(2), { managerOrder: true, openOrderId: 'a1' })).toEqual({ to: 'home', shareOrder: 'o1' });
  });
});
