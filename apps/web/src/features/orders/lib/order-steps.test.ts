import { describe, expect, it } from 'vitest';
import { orderSteps } from './order-steps.ts';

const states = (status: number, delivery_type = 1, pickup = false) =>
  orderSteps({ status, delivery_type, pickup })?.map((s) => `${s.key}:${s.state}`) ?? null;

describe('tracking steps', () => {
  it('walks a delivery from pending to delivered', () => {
    expect(states(2)).toEqual(['received:current', 'accepted:todo', 'outForDelivery:todo', 'delivered:todo']);
    expect(states(1)).toEqual(['received:done', 'accepted:current', 'outForDelivery:todo', 'delivered:todo']);
    expect(states(3)).toEqual(['received:done', 'accepted:done', 'outForDelivery:current', 'delivered:todo']);
    expect(states(4)).toEqual(['received:done', 'accepted:done', 'outForDelivery:done', 'delivered:done']);
  });
  it('walks a pickup through preparation and ready for pickup (status 3) to picked up', () => {
    expect(states(2, 1, true)).toEqual(['received:current', 'preparing:todo', 'ready:todo', 'pickedUp:todo']);
    expect(states(1, 1, true)).toEqual(['received:done', 'preparing:current', 'ready:todo', 'pickedUp:todo']);
    expect(states(3, 1, true)).toEqual(['received:done', 'preparing:done', 'ready:current', 'pickedUp:todo']);
    expect(states(4, 1, true)).toEqual(['received:done', 'preparing:done', 'ready:done', 'pickedUp:done']);
  });
  it('local orders have no step between accepted and delivered', () => {
    expect(states(1, 2)).toEqual(['received:done', 'accepted:current', 'delivered:todo']);
    expect(states(4, 2)).toEqual(['received:done', 'accepted:done', 'delivered:done']);
  });
  it('refused, cancelled and error orders have no steps', () => {
    expect(states(0)).toBeNull();
    expect(states(5)).toBeNull();
    expect(states(6)).toBeNull();
  });
});
