import { deliversToAddress, ORDER_STATUS } from '@app/domain/orders/rules';

// The tracking screen's steps: pending → accepted → out for delivery → delivered (pickup and local
// orders skip 'out for delivery'). Refused, cancelled and error orders show no steps, only their label.

export type StepKey = 'received' | 'accepted' | 'outForDelivery' | 'delivered';
export type Step = { key: StepKey; state: 'done' | 'current' | 'todo' };

const REACHED: Partial<Record<number, number>> = {
  [ORDER_STATUS.PENDING]: 0,
  [ORDER_STATUS.ACCEPTED]: 1,
  [ORDER_STATUS.OUT_FOR_DELIVERY]: 2,
  [ORDER_STATUS.DELIVERED]: 3,
  [ORDER_STATUS.CLOSED]: 3,
};

export function orderSteps(order: { status: number; delivery_type: number; pickup: boolean }): Step[] | null {
  const reached = REACHED[order.status];
  if (reached === undefined) return null;
  const delivers = deliversToAddress(order);
  const keys: StepKey[] = delivers
    ? ['received', 'accepted', 'outForDelivery', 'delivered']
    : ['received', 'accepted', 'delivered'];
  const index = (key: StepKey) => ['received', 'accepted', 'outForDelivery', 'delivered'].indexOf(key);
  const finished = reached === 3;
  return keys.map((key) => {
    const i = index(key);
    if (i < reached || (finished && i === reached)) return { key, state: 'done' };
    if (i === reached || (!delivers && reached === 2 && key === 'delivered')) return { key, state: 'current' };
    return { key, state: 'todo' };
  });
}

/** The pending wait counter (0..100) as a share of the full wait. */
export function waitPercent(counter: number): number {
  return Math.max(0, Math.min(100, counter));
}
