import { installmentOptions, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { AppError } from '../../platform/app-error.ts';
import type { OnlinePaymentCheck } from '../orders/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { msg, type PaymentMessage } from './payments.messages.ts';

/**
 * v2/orderdeliverypayment with type 2, 3 or 5 (OnlinePaymentCheck in orders/orders.deps.ts): records the
 * choice when online payment is available; the charge is made by the payments calls. The card
 * machine is staff only (spec 1 §6). Installments are checked against the seller's maximum when
 * it is known (cached; no provider call inside the order's transaction).
 */
export function createOnlineChoiceCheck(ctx: PaymentsContext): OnlinePaymentCheck {
  return async function checkOnlineChoice(tx, actor, args) {
    const field = (key: PaymentMessage) =>
      new AppError('validation', msg(actor, key), 400, { errorType: 'validation', extra: { field: 'payment_type' } });
    const available = await ctx.placeOnline(actor, tx).catch(() => {
      throw field('unavailable');
    });
    if (args.paymentType === PAYMENT_TYPE.CARD_MACHINE) {
      // The venue's terminal, run by staff: not the customer's in-app payment, so their blocks do not apply.
      const staff = Boolean(actor.manager || actor.user?.actingManagerId);
      if (!staff) throw field('unavailable');
    } else {
      await ctx.assertCustomerMayPayOnline(actor, tx, available.placeId, args.customerId).catch(() => {
        throw field('unavailable');
      });
    }
    if (args.paymentType === PAYMENT_TYPE.PIX) return { installments: null };
    const n = args.installments ?? 1;
    if (n === 0 && args.paymentType === PAYMENT_TYPE.CARD_MACHINE) return { installments: 0 };
    const cached = ctx.cachedSeller(available.sellerId);
    const max = cached ? (cached.installmentEnabled ? cached.maxInstallments : 1) : 12;
    const ok = n === 1 || installmentOptions(args.totalCents, max).some((o) => o.installments === n);
    if (!ok) {
      throw new AppError('validation', msg(actor, 'installments'), 400, {
        errorType: 'validation',
        extra: { field: 'installments' },
      });
    }
    return { installments: n };
  };
}
