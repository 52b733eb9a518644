import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBlockReason,
  cartBadgeText,
  cartTotalCents,
  clampQuantity,
  effectiveMaxQuantity,
  hasServiceTypeConflict,
  managerDiscountCents,
  orderCapsProblem,
  quantityBlockReason,
  sellableUnits,
} from './rules.ts';

const tracked = { stock: 10, safety_margin: 2, sale_without_stock: false, max_quantity: null };

describe('stock and quantity limits', () => {
  it('blocks adding when stock minus safety margin equals the quantity in the cart', () => {
    expect(sellableUnits(tracked)).toBe(8);
    expect(addBlockReason(tracked, 7)).toBeNull();
    expect(addBlockReason(tracked, 8)).toBe('stockInsufficient');
  });
  it('ignores stock when sale_without_stock is set or stock is not tracked', () => {
    expect(addBlockReason({ ...tracked, sale_without_stock: true }, 100)).toBeNull();
    expect(addBlockReason({ ...tracked, stock: null }, 100)).toBeNull();
  });
  it('blocks at max_quantity with Quantidade Máxima', () => {
    expect(addBlockReason({ ...tracked, max_quantity: 3 }, 3)).toBe('maxQuantity');
    expect(addBlockReason({ ...tracked, max_quantity: 3 }, 2)).toBeNull();
    expect(addBlockReason({ ...tracked, max_quantity: 0 }, 7)).toBeNull();
  });
  it('checks a whole line', () => {
    expect(quantityBlockReason(tracked, 8)).toBeNull();
    expect(quantityBlockReason(tracked, 9)).toBe('stockInsufficient');
    expect(quantityBlockReason(tracked, 0)).toBeNull();
  });
  it('a margin above the stock leaves nothing to sell', () => {
    expect(sellableUnits({ ...tracked, stock: 1, safety_margin: 5 })).toBe(0);
    expect(addBlockReason({ ...tracked, stock: 1, safety_margin: 5 }, 0)).toBe('stockInsufficient');
  });
  it('quantities are never below 0 and always whole', () => {
    fc.assert(
      fc.property(fc.double(), (q) => {
        const c = clampQuantity(q);
        expect(Number.isInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
  });
});

describe('badge, service types and totals', () => {
  it('shows +99 from 100 items', () => {
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('+99');
    expect(cartBadgeText(0)).toBe('0');
  });
  it('refuses a product whose service type differs from the cart', () => {
    expect(hasServiceTypeConflict([], 'a')).toBe(false);
    expect(hasServiceTypeConflict(['a', 'a'], 'a')).toBe(false);
    expect(hasServiceTypeConflict(['a'], 'b')).toBe(true);
    expect(hasServiceTypeConflict([null], 'b')).toBe(true);
    expect(hasServiceTypeConflict([null, undefined], null)).toBe(false);
  });
  it('never discounts more than the products and never goes below 0', () => {
    expect(cartTotalCents({ subtotalCents: 1000, deliveryFeeCents: 500, discountCents: 3000 })).toEqual({
      discountCents: 1000,
      totalCents: 500,
    });
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), fc.integer({ min: -1000, max: 20_000_000 }), (s, f, d) => {
        const r = cartTotalCents({ subtotalCents: s, deliveryFeeCents: f, discountCents: d });
        expect(r.totalCents).toBeGreaterThanOrEqual(f);
        expect(r.discountCents).toBeLessThanOrEqual(s);
      }),
    );
  });
  it('manager discounts: percent or flat, capped', () => {
    expect(managerDiscountCents(2000, { percent: 10 })).toBe(200);
    expect(managerDiscountCents(2000, { flatCents: 5000 })).toBe(2000);
    expect(managerDiscountCents(2000, {})).toBe(0);
  });
});

describe('order size caps (decision 051)', () => {
  it('take the lower of the product cap and the place cap', () => {
    expect(effectiveMaxQuantity(null, 99)).toBe(99);
    expect(effectiveMaxQuantity(6, 99)).toBe(6);
    expect(effectiveMaxQuantity(150, 99)).toBe(99);
    expect(effectiveMaxQuantity(0, undefined)).toBeNull();
    expect(effectiveMaxQuantity(4, null)).toBe(4);
  });

  const caps = { perItem: 3, items: 5, lines: 2 };
  it('name the first cap an order breaks: lines, units of one product, units in all', () => {
    const line = (productId: string, quantity: number) => ({ productId, quantity });
    expect(orderCapsProblem([line('a', 1), line('b', 1), line('c', 1)], caps)).toEqual({
      key: 'maxLinesPerOrder',
      max: 2,
    });
    expect(orderCapsProblem([line('a', 2), line('a', 2)], caps)).toEqual({ key: 'maxQuantityPerItem', max: 3 });
    expect(orderCapsProblem([line('a', 3), line('b', 3)], caps)).toEqual({ key: 'maxItemsPerOrder', max: 5 });
    expect(orderCapsProblem([line('a', 3), line('b', 2), line('c', 0)], caps)).toBeNull();
  });

  it('accept any order whose lines stay within every cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ productId: fc.constantFrom('a', 'b'), quantity: fc.integer({ min: 0, max: 9 }) })),
        (lines) => {
          const problem = orderCapsProblem(lines, caps);
          const filled = lines.filter((l) => l.quantity > 0);
          const units = (id: string) => filled.filter((l) => l.productId === id).reduce((n, l) => n + l.quantity, 0);
          const total = filled.reduce((n, l) => n + l.quantity, 0);
          const ok = filled.length <= 2 && units('a') <= 3 && units('b') <= 3 && total <= 5;
          expect(problem === null).toBe(ok);
        },
      ),
    );
  });
});
