import { deliversToAddress, isPickupOrder, ORDER_STATUS } from '@app/domain/orders/rules';

// The tracking screen's steps. A delivery: received → accepted → out for delivery → delivered. A
// pickup: received → in preparation → ready for pickup (status 3, decision 066) → picked up. A
// local/counter order skips step 3. Refused, cancelled and error orders show no steps, only their label.

export type StepKey = 'received' | 'accepted' | 'preparing' | 'outForDelivery' | 'ready' | 'delivered' | 'pickedUp';
export type Step = { key: StepKey; state: 'done' | 'current' | 'todo' };

const REACHED: Partial<Record<number, number>> = {
  [ORDER_STATUS.PENDING]: 0,
  [ORDER_STATUS.ACCEPTED]: 1,
  [ORDER_STATUS.OUT_FOR_DELIVERY]: 2,
  [ORDER_STATUS.DELIVERED]: 3,
  [ORDER_STATUS.CLOSED]: 3,
};

/** Each route's steps, at the position (0..3) of the status that reaches them. */
const ROUTES: Record<'address' | 'pickup' | 'local', [StepKey, number][]> = {
  address: [
    ['received', 0],
    ['accepted', 1],
    ['outForDelivery', 2],
    ['delivered', 3],
  ],
  pickup: [
    ['received', 0],
    ['preparing', 1],
    ['ready', 2],
    ['pickedUp', 3],
  ],
  local: [
    ['received', 0],
    ['accepted', 1],
    ['delivered', 3],
  ],
};

export function orderSteps(order: { status: number; delivery_type: number; pickup: boolean }): Step[] | null {
  const reached = REACHED[order.status];
  if (reached === undefined) return null;
  const route = deliversToAddress(order) ? 'address' : isPickupOrder(order) ? 'pickup' : 'local';
  const finished = reached === 3;
  return ROUTES[route].map(([key, at]) => {
    if (at < reached || (finished && at === reached)) return { key, state: 'done' };
    // A local order at 3 (never set by the board) waits on its last step.
    if (at === reached || (route === 'local' && reached === 2 && at === 3)) return { key, state: 'current' };
    return { key, state: 'todo' };
  });
}

/** The pending wait counter (0..100) as a share of the full wait. */
export function waitPercent(counter: number): number {
  return Math.max(0, Math.min(100, counter));
}
