import { describe, expect, it } from 'vitest';
import { actionsFor, columnOf, groupByColumn, minutesSince } from './board.ts';

describe('order board rules', () => {
  it('puts each status in its column', () => {
    expect([2, 1, 3, 4, 7, 0, 5, 6].map(columnOf)).toEqual([
      'pending',
      'accepted',
      'outForDelivery',
      'delivered',
      'delivered',
      'closed',
      'closed',
      'closed',
    ]);
  });

  it('offers the actions of the status machine; pickups skip "out for delivery"', () => {
    expect(actionsFor(2, false)).toEqual(['accept', 'refuse', 'cancel']);
    expect(actionsFor(1, false)).toEqual(['outForDelivery', 'delivered', 'cancel']);
    expect(actionsFor(1, true)).toEqual(['delivered', 'cancel']);
    expect(actionsFor(3, false)).toEqual(['delivered', 'cancel']);
    expect(actionsFor(4, false)).toEqual([]);
    expect(actionsFor(5, false)).toEqual([]);
  });

  it("a pickup goes 'Pronto para retirada' (status 3) and then 'Entregue'; a counter order has no step 3", () => {
    expect(actionsFor(1, true, false, true)).toEqual(['ready', 'delivered', 'cancel']);
    expect(actionsFor(3, true, false, true)).toEqual(['delivered', 'cancel']);
    expect(actionsFor(1, true, false, false)).toEqual(['delivered', 'cancel']);
    expect(actionsFor(1, true, true, true)).toEqual(['cancel']);
  });

  it('only refuses or cancels an order whose online payment is not confirmed (decision 050)', () => {
    expect(actionsFor(2, false, true)).toEqual(['refuse', 'cancel']);
    expect(actionsFor(1, false, true)).toEqual(['cancel']);
    expect(actionsFor(3, false, true)).toEqual(['cancel']);
  });

  it('counts whole minutes since an instant and groups orders', () => {
    const now = Date.parse('2026-11-23T13:10:30Z');
    expect(minutesSince('2026-11-23T13:05:00Z', now)).toBe(5);
    expect(minutesSince('2026-11-23T13:20:00Z', now)).toBe(0);
    const g = groupByColumn([{ status: 2 }, { status: 5 }, { status: 2 }]);
    expect(g.pending).toHaveLength(2);
    expect(g.closed).toHaveLength(1);
  });
});
