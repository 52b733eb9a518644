import { CashbackError } from '../../features/cashback/index.ts';

export const namespaces = ['cart'] as const;

/** Spec 3 §2.2 CashbackError (/erro-cashback, param error). */
export const Component = CashbackError;
