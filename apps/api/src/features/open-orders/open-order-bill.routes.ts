import type { Handlers } from '../../platform/http.ts';
import type { OpenOrderBillService } from './open-order-bill.service.ts';
import type { OpenOrderPrintService } from './open-order-print.service.ts';

export function openOrderBillRoutes(s: {
  bill: OpenOrderBillService;
  printing: OpenOrderPrintService;
}): Pick<Handlers, 'v2/splitpayment' | 'printbill' | 'order/pendingprint'> {
  return {
    'v2/splitpayment': s.bill.split,
    printbill: s.printing.printBill,
    'order/pendingprint': s.printing.pendingPrint,
  };
}
