import type { Handlers } from '../../platform/http.ts';
import type { CheckoutService } from './checkout.service.ts';

export function checkoutRoutes(s: {
  checkout: CheckoutService;
}): Pick<Handlers, 'v2/orderdelivery' | 'v2/orderdeliverypayment'> {
  return {
    'v2/orderdelivery': s.checkout.placeOrder,
    'v2/orderdeliverypayment': s.checkout.choosePayment,
  };
}
