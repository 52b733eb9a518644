import type { Handlers } from '../../platform/http.ts';
import type { OrdersService } from './orders.service.ts';

type OrderCalls =
  | 'v2/orderdelivery'
  | 'v2/orderdeliverypayment'
  | 'readorder'
  | 'readordernotoken'
  | 'mydelivery'
  | 'admin/updateorder'
  | 'manager/cancelordermanager'
  | 'manager/getorderlist';

export function ordersRoutes(s: { orders: OrdersService }): Pick<Handlers, OrderCalls> {
  return {
    'v2/orderdelivery': s.orders['v2/orderdelivery'],
    'v2/orderdeliverypayment': s.orders['v2/orderdeliverypayment'],
    readorder: s.orders.readorder,
    readordernotoken: s.orders.readordernotoken,
    mydelivery: s.orders.mydelivery,
    'admin/updateorder': s.orders['admin/updateorder'],
    'manager/cancelordermanager': s.orders['manager/cancelordermanager'],
    'manager/getorderlist': s.orders['manager/getorderlist'],
  };
}
