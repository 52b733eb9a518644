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
// Staff opening accounts and the owner's table QR codes (decisions 106, 107).
export { CreateOpenOrder } from './components/create-open-order.tsx';
export { OpenOrderEntry } from './components/open-order-entry.tsx';
export { OpenOrderList } from './components/open-order-list.tsx';
export { OpenOrderView } from './components/open-order-view.tsx';
export { TableQrCodes } from './components/table-qr-codes.tsx';
export { useOpenOrderStream } from './hooks/use-open-order-stream.ts';
