import type { CallInput, CallResult } from '@app/domain';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { ChargeLedger } from './charge-ledger.ts';
import type { PaymentsContext } from './payments.context.ts';
import { conflict, fieldError, notFound, pendingError } from './payments.errors.ts';
import type { PaymentStatusCode } from './payments.repo.ts';
import { toTransaction } from './payments.views.ts';

/**
 * The card machine's result (payments/cardmachine/result, staff only): the pin pad charged in the
 * browser; the result is recorded once per terminal transaction (key place:order:terminal:<id>).
 */
export function createCardMachineService(ctx: PaymentsContext, ledger: ChargeLedger) {
  const { database, repo } = ctx;
  return {
    async recordCardMachineResult(
      actor: Actor,
      input: CallInput<'payments/cardmachine/result'>,
    ): Promise<CallResult<'payments/cardmachine/result'>> {
      const placeId = placeOf(actor).id;
      const key = `${placeId}:${input.order_id}:terminal:${input.terminal_transaction_id}`;
      const status: PaymentStatusCode =
        input.result === 'paymentSuccessful' ? 'succeeded' : input.result === 'paymentFailed' ? 'failed' : 'canceled';
      const row = await database.inPlace(placeId, async (tx) => {
        const order = await ctx.deps.orders.lockForCharge(tx, placeId, input.order_id);
        if (!order) throw notFound(actor, 'orderNotFound');
        const same = await repo.byKey(tx, key);
        if (same) return same;
        if (status === 'succeeded' && input.valueInCents !== order.totalCents)
          throw fieldError(actor, 'valueInCents', 'wrongAmount');
        // Any result is written as a new charge, which may not sit beside a live one (one live charge
        // per order): a failed or aborted attempt on a paid order is refused too, not a 500.
        const live = await repo.liveTransaction(tx, placeId, order.id);
        if (live?.status === 'succeeded') throw conflict('order_paid')(actor, 'orderPaid');
        if (live) throw pendingError(actor, 'pending');
        const attempt = (await repo.lastAttempt(tx, placeId, order.id)) + 1;
        const inserted = await repo.insertTransaction(tx, {
          placeId,
          orderId: order.id,
          userId: order.userId,
          attempt,
          idempotencyKey: key,
          method: 'card_machine',
          provider: 'pinpad',
          providerTransactionId: input.terminal_transaction_id,
          status: 'processing',
          amountCents: input.valueInCents,
          installments: input.numberOfInstallments,
        });
        await repo.addEvent(tx, inserted, 'created', { terminal: input.paymentType });
        return ledger.record(tx, inserted, { status, message: input.message ?? null }, 'card_machine', {
          result: input.result,
          paymentType: input.paymentType,
          staff: actor.manager?.userId ?? null,
        });
      });
      ctx.notify(placeId, input.order_id);
      return { transaction: toTransaction(row) };
    },
  };
}
