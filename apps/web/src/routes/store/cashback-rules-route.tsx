import { CashbackRules } from '../../features/cashback/index.ts';

export const namespaces = ['cart'] as const;

/** Spec 3 §2.2 CashbackRules (/cashback/como-funciona): the place's cashback rules, from its statement. */
export const Component = CashbackRules;
