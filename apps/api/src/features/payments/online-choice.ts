import { installmentOptions, PAYMENT_TYPE } from '@app/domain/payments/rules';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { PaymentsContext } from './payments.context.ts';
import { msg, type PaymentMessage } from './payments.messages.ts';

/**
 * Online payment types (2 card, 3 Pix, 5 card machine) chosen for an order: this feature checks they
 * are available here (place, seller, the customer's blocks) and the installments, inside the
 * checkout's transaction; the charge itself is made by the payments calls.
 */
export type OnlinePaymentChoice = (
  tx: Tx,
  actor: Actor,
  args: {
    paymentType: number;
    installments: number | undefined;
    totalCents: number;
    /** The order's customer: online card and Pix follow their blocks (block_app_payment, first purchase). */
    customerId: string | null;
  },
) => Promise<{ installments: number | null }>;

/**
 * The checkout's payment choice step with type 2, 3 or 5 (v2/orderdelivery up front,
 * v2/orderdeliverypayment when recorded): the choice is recorded when online payment is available. The card
 * machine is staff only (spec 1 §6). Installments are checked against the seller's maximum when
 * it is known (cached; no provider call inside the order's transaction).
 */
export function createOnlineChoiceCheck(ctx: PaymentsContext): OnlinePaymentChoice {
  return async function checkOnlinePaymentChoice(tx, actor, args) {
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
