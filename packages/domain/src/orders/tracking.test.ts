import { describe, expect, it } from 'vitest';
import { formatMessage } from '../shared/messages.ts';
import {
  formatEstimate,
  isPickupOrder,
  ORDER_STATUS,
  orderEstimate,
  orderStatusLabelKey,
  orderViewStatusLabelKey,
} from './rules.ts';

const base = {
  status: ORDER_STATUS.ACCEPTED as number,
  // 19:00 in São Paulo (UTC−3).
  created_at: '2026-11-25T22:00:00.000Z',
  deliveryagenda_date: null as string | null,
  delivery_type: 1,
  pickup: false,
};

describe('status 3 for a pickup', () => {
  it("reads 'Pronto para retirada' for a pickup and 'Saiu para entrega' for a delivery", () => {
    expect(formatMessage(orderStatusLabelKey(3, { pickup: true }))).toBe('Pronto para retirada');
    expect(formatMessage(orderViewStatusLabelKey(3, { pickup: true }))).toBe('Pronto para retirada');
    expect(formatMessage(orderStatusLabelKey(3))).toBe('Saiu para entrega');
    expect(formatMessage(orderStatusLabelKey(4, { pickup: true }))).toBe('Entregue');
  });

  it('a pickup is a delivery (1) collected at the place; a counter order (2) is not', () => {
    expect(isPickupOrder({ delivery_type: 1, pickup: true })).toBe(true);
    expect(isPickupOrder({ delivery_type: 1, pickup: false })).toBe(false);
    expect(isPickupOrder({ delivery_type: 2, pickup: false })).toBe(false);
  });
});

describe('orderEstimate', () => {
  it("adds the place's delivery time to the order's creation, as a 15-minute window in São Paulo time", () => {
    const w = orderEstimate(base, 40);
    expect(w && formatEstimate(w)).toBe('19:40–19:55');
  });

  it('starts a scheduled order at its slot', () => {
    const w = orderEstimate({ ...base, deliveryagenda_date: '2026-11-26T15:30:00.000Z' }, 40);
    expect(w && formatEstimate(w)).toBe('12:30–12:45');
  });

  it('is shown while the customer waits, and hidden once delivered, ended or ready for pickup', () => {
    for (const status of [2, 1, 3]) expect(orderEstimate({ ...base, status }, 30)).not.toBeNull();
    for (const status of [0, 4, 5, 6, 7]) expect(orderEstimate({ ...base, status }, 30)).toBeNull();
    expect(orderEstimate({ ...base, status: 3, pickup: true }, 30)).toBeNull();
    expect(orderEstimate({ ...base, status: 1, pickup: true }, 30)).not.toBeNull();
  });

  it('needs a delivery time or a slot', () => {
    expect(orderEstimate(base, null)).toBeNull();
    expect(orderEstimate(base, 0)).toBeNull();
    expect(orderEstimate({ ...base, created_at: 'nonsense' }, 30)).toBeNull();
  });
});
