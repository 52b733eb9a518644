/** The i18n key of a round's order status on the account (spec 1 §3 order statuses). */
export function roundStatusKey(status: number): string {
  const keys: Record<number, string> = {
    0: 'roundRefused',
    1: 'roundPreparing',
    2: 'roundWaiting',
    3: 'roundOnItsWay',
    4: 'roundServed',
    5: 'roundCancelled',
    6: 'roundCancelled',
  };
  return keys[status] ?? 'roundWaiting';
}
