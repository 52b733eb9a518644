import { CashbackRedeem } from '../../features/cashback/index.ts';

export const namespaces = ['cart'] as const;

/** Spec 3 §2.2 CashbackRedeem (/resgatar-cashback): the amount credited and the new balance. */
export const Component = CashbackRedeem;
