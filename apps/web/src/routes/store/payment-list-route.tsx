import { PaymentList } from '../../features/payment-list/index.ts';

export const namespaces = ['payment-list'] as const;

/** Spec 3 §2.2 PaymentList (/pagamentos, manager): payments and orders between two days (decision 120). */
export function Component() {
  return <PaymentList />;
}
