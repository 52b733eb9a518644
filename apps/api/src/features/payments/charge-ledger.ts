import { ORDER_STATUS } from '@app/domain/orders/rules';
import { installmentOptions, type OrderPaymentState, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { formatMessage } from '@app/domain/shared/messages';
import type { SplitInstruction } from '../../integrations/payments/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { ChargeableOrder } from '../orders/index.ts';
import type { PaymentsContext } from './payments.context.ts';
import { conflict, fieldError, notFound, pendingError, unavailable } from './payments.errors.ts';
import type {
  PaymentEndReason,
  PaymentMethodCode,
  PaymentStatusCode,
  PaymentTransactionRecord,
  TransactionMove,
} from './payments.repo.ts';

// The charge ledger (docs/decisions/035-payments-idempotency.md). A charge is three steps:
//   1. claim: under the order's row lock, check the order and write the charge as 'processing' with
//      its idempotency key (place:order:attempt); a live charge of the order stops a second one;
//   2. the provider call, outside any database transaction, carrying the same idempotency key
//      (card-charges.service.ts, pix.service.ts);
//   3. record: the answer moves the charge on, and the order's payment fields through the orders
//      feature's ledger (OrderLedger, the one door to the orders table); a timeout leaves it
//      'pending' until the provider's webhook (or a later read) settles it.
// Every state change also lands in payment_events (append-only).

/** A fresh claim also carries the order's split (read in the claim's transaction). */
export type Claim = { row: PaymentTransactionRecord; fresh: boolean; split: SplitInstruction[] };

export type NextState = {
  status: PaymentStatusCode;
  providerId?: string | null;
  message?: string | null;
  qrcode?: string | null;
  /** With 'canceled': the order ended or the Pix expired (not the customer's own cancel). */
  endReason?: PaymentEndReason;
  /**
   * When this cancels the charge that paid a still pending order, the order ends so (decision 050);
   * default 5 'Pagamento estornado'. cancelPayment (the app's failed finish) ends it in 6 'error'.
   */
  orderEnd?: { status: number; reason: string };
};

/** The order's payment type once a charge of this method succeeds (or a Pix is pending). */
const ORDER_TYPE: Record<PaymentMethodCode, number> = {
  credit: PAYMENT_TYPE.ONLINE_CARD,
  pix: PAYMENT_TYPE.PIX,
  card_machine: PAYMENT_TYPE.CARD_MACHINE,
};

/** What `next` writes on the charge, and the event it leaves. */
const moveOf = (next: NextState, kind: string, detail: Record<string, unknown>): TransactionMove => ({
  status: next.status,
  ...(next.providerId ? { providerTransactionId: next.providerId } : {}),
  ...(next.message !== undefined ? { message: next.message } : {}),
  ...(next.qrcode !== undefined ? { qrcode: next.qrcode } : {}),
  ...(next.endReason ? { endReason: next.endReason } : {}),
  kind,
  detail,
});

export function createChargeLedger(ctx: PaymentsContext) {
  const { database, repo, port, deps } = ctx;

  function checkInstallments(actor: Actor, order: ChargeableOrder, n: number, max: number) {
    if (n === 1) return;
    const allowed = installmentOptions(order.totalCents, max).some((o) => o.installments === n);
    if (!allowed) throw fieldError(actor, 'number_installments', 'installments');
  }

  /**
   * The order's payment after one of its charges moved from `from` to `row.status`
   * (orders.payment_status, decision 050). Another charge that succeeded keeps it paid (e.g. a
   * card machine's aborted attempt on an order paid online).
   */
  async function orderPaymentAfter(
    tx: Tx,
    row: PaymentTransactionRecord,
    from: PaymentStatusCode,
  ): Promise<OrderPaymentState> {
    if (row.status === 'succeeded') return 'paid';
    const others = (await repo.ofOrder(tx, row.placeId, row.orderId)).filter((r) => r.id !== row.id);
    if (others.some((r) => r.status === 'succeeded')) return 'paid';
    if (row.status === 'canceled') return from === 'succeeded' ? 'refunded' : 'failed';
    return row.status === 'failed' ? 'failed' : 'pending';
  }

  /**
   * Step 3 (and webhooks): moves a charge on, unless it already reached a final state. A charge
   * that succeeds also records the order's payment type, installments and brand. The order's
   * payment state follows in the same transaction; when the charge that paid the order is voided
   * or refunded, a still pending order ends there too (orders' paymentReversed).
   */
  async function record(
    tx: Tx,
    row: PaymentTransactionRecord,
    next: NextState,
    kind: string,
    detail: Record<string, unknown> = {},
  ): Promise<PaymentTransactionRecord> {
    // The lock, the move and its event in one statement (decision 223).
    const result = await repo.moveTransaction(tx, row.placeId, row.id, moveOf(next, kind, detail));
    if (!result) throw new Error('payment transaction vanished');
    if (!result.moved) return result.row;
    const updated = result.row;
    const paymentStatus = await orderPaymentAfter(tx, updated, result.prior);
    const order = { id: updated.orderId, placeId: updated.placeId };
    const typed = updated.status === 'succeeded' || (updated.method === 'pix' && updated.status === 'pending');
    await deps.orders.recordPaymentStatus(tx, order, {
      paymentStatus,
      ...(typed
        ? {
            paymentType: ORDER_TYPE[updated.method],
            installments: updated.installments,
            ccBrand: updated.cardBrand?.toLowerCase() ?? null,
          }
        : {}),
    });
    if (paymentStatus === 'refunded') {
      await deps.orders.paymentReversed(tx, {
        placeId: updated.placeId,
        orderId: updated.orderId,
        endAs: next.orderEnd?.status ?? ORDER_STATUS.CANCELLED,
        reason: next.orderEnd?.reason ?? formatMessage('paymentRefunded'),
      });
    }
    return updated;
  }

  /**
   * A charge that succeeds: its move, its event and its order marked paid with the charge's type,
   * installments and brand, as `record` writes them, in one statement and one round trip
   * (decision 229). A charge already final is answered as it is and its order left alone, as in
   * `record`.
   */
  async function recordSucceeded(row: PaymentTransactionRecord, next: NextState, kind: string, detail = {}) {
    const result = await repo.moveTransaction(
      (statement) => database.writeStatement(row.placeId, statement),
      row.placeId,
      row.id,
      moveOf(next, kind, detail),
      (orderId, at) =>
        deps.orders.paidUpdate(
          row.placeId,
          orderId,
          {
            paymentType: ORDER_TYPE[row.method],
            installments: row.installments,
            ccBrand: row.cardBrand?.toLowerCase() ?? null,
          },
          at,
        ),
    );
    if (!result) throw new Error('payment transaction vanished');
    return { row: result.row, paidOrder: result.paidOrder };
  }

  return {
    record,

    /** `record` in its own transaction, then the order's change is announced. */
    async recordOutside(
      row: PaymentTransactionRecord,
      next: NextState,
      kind: string,
      detail?: Record<string, unknown>,
    ) {
      if (next.status === 'succeeded') {
        const { row: updated, paidOrder } = await recordSucceeded(row, next, kind, detail);
        // The order as the statement left it is announced without reading it again (decision 241).
        if (paidOrder) deps.orders.announcePaid(paidOrder);
        else ctx.notify(updated.placeId, updated.orderId);
        return updated;
      }
      const updated = await database.inPlace(row.placeId, (tx) => record(tx, row, next, kind, detail));
      ctx.notify(updated.placeId, updated.orderId);
      return updated;
    },

    /**
     * Step 1. Under the order lock: the order is the caller's, pending, not a budget; no other live
     * charge; writes the new charge as 'processing'. An existing live charge is answered instead of
     * refused when it is what the caller asks for (a pending Pix shown again, a paid order's charge
     * answered to a double click) or when it was abandoned (resumed with its key).
     */
    async claim(
      actor: Actor,
      orderId: string,
      args: {
        method: PaymentMethodCode;
        installments: number;
        card?: { id: string | null; brand: string; last4: string };
        maxInstallments?: number;
        /** The place's settings this call already read (ctx.availability): not read again. */
        place?: { firstPurchaseBlock: boolean | null };
        /** The customer paying with their saved card: the card becomes one of this place's. */
        cardAtPlace?: { cardId: string; userId: string };
      },
    ): Promise<Claim> {
      const placeId = placeOf(actor).id;
      // The common claim (one installment, the place's settings known) is one statement and one
      // round trip (decision 229); the rest, and a stale charge to resume, take the path below.
      const linksOwnCard = !args.cardAtPlace || args.cardAtPlace.cardId === args.card?.id;
      if (args.installments === 1 && args.place && linksOwnCard) {
        const quick = await claimInOneStatement(args.place);
        if (quick) return quick;
      }
      // One transaction for the claim and what the charge needs with it (the card at the place,
      // the split): fewer round trips per pay call while the order lock is the same (decision 190).
      return database.inPlace(placeId, async (tx): Promise<Claim> => {
        const claim = await claimIn(tx);
        if (!claim.fresh) return claim;
        return { ...claim, split: (await deps.splitOf?.(placeId, orderId, tx)) ?? [] };
      });

      /**
       * An order's live charge: answered again (a paid order's charge of the same method, a pending
       * Pix shown again), refused, or null when it is a stale charge to resume (under the lock).
       */
      function answerLive(live: PaymentTransactionRecord): Claim | null {
        if (live.status === 'succeeded') {
          if (live.method === args.method) return { row: live, fresh: false, split: [] };
          throw conflict('order_paid')(actor, 'orderPaid');
        }
        if (live.status === 'pending' && live.method === 'pix' && args.method === 'pix')
          return { row: live, fresh: false, split: [] };
        if (ctx.stale(live) && live.method === args.method) return null;
        throw pendingError(actor, 'pending');
      }

      /** payment_claim's outcomes as claimIn's answers and refusals; null: take claimIn's path. */
      async function claimInOneStatement(place: { firstPurchaseBlock: boolean | null }): Promise<Claim | null> {
        const answer = await repo.claimInOneStatement((statement) => database.writeStatement(placeId, statement), {
          placeId,
          orderId,
          callerId: actor.user?.userId ?? null,
          staff: Boolean(actor.manager),
          pendingStatus: ORDER_STATUS.PENDING,
          method: args.method,
          provider: port.name,
          installments: args.installments,
          card: args.card ?? null,
          cardAtPlaceUserId: args.cardAtPlace?.userId ?? null,
          firstPurchaseBlock: place.firstPurchaseBlock,
          now: new Date(),
        });
        switch (answer.outcome) {
          case 'not_found':
            throw notFound(actor, 'orderNotFound');
          case 'live':
            return answerLive(answer.row);
          case 'locked':
            throw conflict('payment_locked')(actor, 'locked');
          case 'unavailable':
            throw unavailable(actor, 'unavailable');
          case 'fresh':
            return {
              row: answer.row,
              fresh: true,
              split: answer.hasSplit ? ((await deps.splitOf?.(placeId, orderId)) ?? []) : [],
            };
        }
      }

      async function claimIn(tx: Tx): Promise<Claim> {
        const order = await deps.orders.lockForCharge(tx, placeId, orderId);
        if (!order || !ctx.ownsOrder(actor, order)) throw notFound(actor, 'orderNotFound');
        // The live charge and the customer's flags in one read, under the lock (decision 223).
        const { live, flags } = await repo.liveTransactionAndFlags(tx, placeId, orderId, order.userId);
        if (live) {
          const answered = answerLive(live);
          if (answered) return answered;
          const resumed = await repo.updateTransaction(tx, live.id, {});
          await repo.addEvent(tx, resumed, 'resumed', { idle_ms: ctx.now().getTime() - live.updatedAt.getTime() });
          if (args.cardAtPlace) await repo.useCardAt(tx, { placeId, ...args.cardAtPlace });
          return { row: resumed, fresh: true, split: [] };
        }
        if (order.status !== ORDER_STATUS.PENDING || order.budget) throw conflict('payment_locked')(actor, 'locked');
        // Paying in the app is refused for a blocked customer, whoever asks (spec 1 §6).
        await ctx.assertCustomerMayPayOnline(actor, tx, placeId, order.userId, args.place, flags);
        checkInstallments(actor, order, args.installments, args.maxInstallments ?? 1);
        // The charge, its 'created' event and the card at the place: one statement (decision 223).
        const row = await repo.insertClaim(
          tx,
          {
            placeId,
            orderId,
            userId: actor.user?.userId ?? null,
            method: args.method,
            provider: port.name,
            status: 'processing',
            amountCents: order.totalCents,
            installments: args.installments,
            cardId: args.card?.id ?? null,
            cardBrand: args.card?.brand ?? null,
            cardLast4: args.card?.last4 ?? null,
          },
          args.cardAtPlace,
        );
        await deps.orders.recordPaymentStatus(tx, order, { paymentStatus: 'pending' });
        return { row, fresh: true, split: [] };
      }
    },
  };
}
export type ChargeLedger = ReturnType<typeof createChargeLedger>;
