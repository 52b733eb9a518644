import { CashbackStatement } from '../../features/cashback/index.ts';

export const namespaces = ['cart', 'orders'] as const;

/** Spec 3 §2.2 CashbackStatement (/cashback): balance, how it is earned, the entries, the share coupon. */
export const Component = CashbackStatement;
