import type { Handlers } from '../../platform/http.ts';
import type { OrdersService } from './orders.service.ts';

type OrderCalls =
  | 'readorder'
  | 'readordernotoken'
  | 'mydelivery'
  | 'admin/updateorder'
  | 'manager/cancelordermanager'
  | 'manager/getorderlist'
  | 'order/rate'
  | 'manager/ratings'
  | 'admin/kitchen/stations'
  | 'admin/kitchen/savestations'
  | 'admin/kitchen/recent'
  | 'admin/kitchen/recall';

/** v2/orderdelivery and v2/orderdeliverypayment are served by the checkout feature (checkout.routes.ts). */
export function ordersRoutes(s: { orders: OrdersService }): Pick<Handlers, OrderCalls> {
  return {
    readorder: s.orders.readOrder,
    readordernotoken: s.orders.readOrderWithCode,
    mydelivery: s.orders.listMyOrders,
    'admin/updateorder': s.orders.changeOrderStatus,
    'manager/cancelordermanager': s.orders.cancelOrder,
    'manager/getorderlist': s.orders.listOrdersForBoard,
    'order/rate': s.orders.rateOrder,
    'manager/ratings': s.orders.listPlaceRatings,
    'admin/kitchen/stations': s.orders.listStations,
    'admin/kitchen/savestations': s.orders.saveStations,
    'admin/kitchen/recent': s.orders.recentBumps,
    'admin/kitchen/recall': s.orders.recall,
  };
}
