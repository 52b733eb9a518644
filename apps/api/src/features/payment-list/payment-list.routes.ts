import type { Handlers } from '../../platform/http.ts';
import type { PaymentListService } from './payment-list.service.ts';

export function paymentListRoutes(s: { paymentList: PaymentListService }): Pick<Handlers, 'paymentlist'> {
  return { paymentlist: s.paymentList.list };
}
