// The orders feature's public entry: order calls, the order screen's parts and the live order.
export {
  myOrdersQuery,
  type Order,
  type OrderPaymentBody,
  type OrderSendBody,
  payOrder,
  readOrder,
  readOrderNoToken,
  sendOrder,
} from './api/order-calls.ts';
export { ContactDialog } from './components/contact-dialog.tsx';
export { OrderView } from './components/order-view.tsx';
export { default as ordersStyles } from './components/orders.module.css';
export { Stars } from './components/rate-order.tsx';
export { ShareOrderDialog } from './components/share-order-dialog.tsx';
export { ShareOrderFromParam } from './components/share-order-param.tsx';
export { useWatchedOrder } from './hooks/use-watched-order.ts';
