import { createCardChargesService } from './card-charges.service.ts';
import { createCardMachineService } from './card-machine.service.ts';
import { createCardsService } from './cards.service.ts';
import { createChargeLedger } from './charge-ledger.ts';
import { createOnlineChoiceCheck } from './online-choice.ts';
import { createPaymentsContext, type PaymentsDeps } from './payments.context.ts';
import { createPixService } from './pix.service.ts';
import { createTransactionsService } from './transactions.service.ts';

export type { OnlinePaymentChoice } from './online-choice.ts';
export type { PaymentsDeps } from './payments.context.ts';
export { toTransaction } from './payments.views.ts';

// Payments (docs/decisions/034 to 037). One service object for the routes and the
// container, made of parts by subject:
//   payments.context.ts       dependencies, seller cache, availability, order ownership, buyer
//   charge-ledger.ts          claim → provider call → record, without double charges (decision 035)
//   card-charges.service.ts   online card charges (saved card or token)
//   pix.service.ts            Pix charges and their QR image
//   transactions.service.ts   read, void, cancelPayment, the order's payment state, the webhook
//   card-machine.service.ts   the pin pad's result
//   cards.service.ts          buyer, saved cards, tokenisation credentials, seller settings
//   online-choice.ts          the checkout's check of online types 2, 3 and 5
// Orders are read and changed only through the orders feature's ledger (deps.orders, OrderLedger).

export function createPaymentsService(deps: PaymentsDeps) {
  const ctx = createPaymentsContext(deps);
  const ledger = createChargeLedger(ctx);
  const transactions = createTransactionsService(ctx, ledger);
  const { read: _read, ...transactionCalls } = transactions;
  return {
    availability: ctx.availability,
    checkOnlinePaymentChoice: createOnlineChoiceCheck(ctx),
    ...createCardsService(ctx),
    ...createCardChargesService(ctx, ledger),
    ...createPixService(ctx, ledger, transactions),
    ...transactionCalls,
    ...createCardMachineService(ctx, ledger),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
