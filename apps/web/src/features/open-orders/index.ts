// Open accounts (decision 070): the guest's account, the QR entry and the staff list.

export { sendRoundToKitchen } from './api/bill-calls.ts';
export {
  assignOpenOrder,
  checkInvite,
  type OpenOrder,
  type OpenOrderSummary,
  openOrderQuery,
} from './api/open-order-calls.ts';
export { BillPayment } from './components/bill-payment.tsx';
export { OpenOrderList } from './components/open-order-list.tsx';
export { OpenOrderView } from './components/open-order-view.tsx';
export { TableEntry } from './components/table-entry.tsx';
export { useOpenOrderStream } from './hooks/use-open-order-stream.ts';
