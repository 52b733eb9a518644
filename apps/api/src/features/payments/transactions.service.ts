import type { CallInput, CallResult } from '@app/domain';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { PAYMENT_ERROR_REASON } from '@app/domain/payments/rules';
import type { Transaction } from '@app/domain/payments/schemas';
import { type Actor, placeOf, staffMay } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { ChargeLedger, NextState } from './charge-ledger.ts';
import type { PaymentsContext } from './payments.context.ts';
import { conflict, isUuid, notFound, pendingError } from './payments.errors.ts';
import { msg } from './payments.messages.ts';
import type { PaymentEndReason, PaymentStatusCode, PaymentTransactionRecord } from './payments.repo.ts';
import { toTransaction } from './payments.views.ts';

/**
 * Reading, voiding and settling charges: transactions/{id}, transactions/v2/void, cancelPayment,
 * the order's payment state, and the provider's webhook.
 */
export function createTransactionsService(ctx: PaymentsContext, ledger: ChargeLedger) {
  const { database, repo, port, deps } = ctx;

  /**
   * A pending Pix the provider cancels by itself has expired (a payer cannot cancel a Pix, and our
   * own voids are recorded before the provider's echo arrives).
   */
  const expiredAtProvider = (row: PaymentTransactionRecord, status: PaymentStatusCode) =>
    status === 'canceled' && row.method === 'pix' && (row.status === 'pending' || row.status === 'processing');

  /** After an expired Pix is recorded: its order, if still waiting, is cancelled (the order ledger's pixExpired). */
  async function afterExpiry(row: PaymentTransactionRecord) {
    if (row.endReason !== 'expired') return;
    await deps.orders.pixExpired(row.placeId, row.orderId).catch(() => {});
  }

  /** Reads a charge of the caller (staff: of the place). */
  async function read(actor: Actor, id: string) {
    const placeId = placeOf(actor).id;
    if (!isUuid(id)) throw notFound(actor, 'transactionNotFound');
    const row = await database.inPlace(placeId, (tx) => repo.find(tx, placeId, id));
    if (!row || (!actor.manager && row.userId !== actor.user?.userId)) throw notFound(actor, 'transactionNotFound');
    return row;
  }

  /** A pending charge not heard of for 5 s is asked of the provider (a lost webhook). */
  async function refresh(row: PaymentTransactionRecord): Promise<PaymentTransactionRecord> {
    if (row.status !== 'pending' || !row.providerTransactionId || row.method === 'card_machine') return row;
    if (ctx.now().getTime() - row.updatedAt.getTime() < 5_000) return row;
    try {
      const remote = await port.getTransaction(row.providerTransactionId);
      if (remote.status === 'pending') return row;
      const expired = expiredAtProvider(row, remote.status);
      const updated = await ledger.recordOutside(
        row,
        { status: remote.status, message: remote.message, ...(expired ? { endReason: 'expired' as const } : {}) },
        'provider_read',
      );
      await afterExpiry(updated);
      return updated;
    } catch {
      return row;
    }
  }

  /**
   * A customer takes a payment back only while the place has not accepted the order (the app's
   * cancelPayment after a failed finish); afterwards only staff may (decision 050).
   */
  async function assertMayVoid(actor: Actor, placeId: string, orderId: string) {
    if (actor.manager) {
      // Staff roles (decision 068): only a cashier, a manager or the owner take money back.
      if (staffMay(actor, 'payments')) return;
      throw accessDenied();
    }
    const order = await database.inPlace(placeId, (tx) => deps.orders.owner(tx, placeId, orderId));
    if (order && order.status !== ORDER_STATUS.PENDING) throw conflict('payment_locked')(actor, 'cancelLocked');
  }

  async function voidRow(
    actor: Actor | null,
    row: PaymentTransactionRecord,
    detail: Record<string, unknown>,
    endReason?: PaymentEndReason,
    orderEnd?: NextState['orderEnd'],
  ) {
    if (row.status === 'canceled' || row.status === 'failed') return row;
    if (row.status === 'processing') throw pendingError(actor, 'pending');
    if (row.providerTransactionId && row.method !== 'card_machine') {
      const place = await repo.placeSettings(database.db, row.placeId);
      try {
        await port.voidTransaction({
          id: row.providerTransactionId,
          sellerId: place?.sellerId ?? '',
          amountCents: row.amountCents,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : msg(actor, 'providerError');
        throw new AppError('payment_error', message, 402, { errorType: 'payment_error' });
      }
    }
    return ledger.recordOutside(
      row,
      { status: 'canceled', ...(endReason ? { endReason } : {}), ...(orderEnd ? { orderEnd } : {}) },
      'void',
      detail,
    );
  }

  return {
    read,

    async readTransaction(
      actor: Actor,
      input: CallInput<'payments/transactions/get'>,
    ): Promise<CallResult<'payments/transactions/get'>> {
      const row = await refresh(await read(actor, input.id));
      return { transaction: toTransaction(row) };
    },

    async voidTransaction(
      actor: Actor,
      input: CallInput<'payments/transactions/v2/void'>,
    ): Promise<CallResult<'payments/transactions/v2/void'>> {
      const row = await read(actor, input.transaction_id);
      await assertMayVoid(actor, row.placeId, row.orderId);
      return { transaction: toTransaction(await voidRow(actor, row, { by: actor.manager ? 'staff' : 'customer' })) };
    },

    async cancelPayment(
      actor: Actor,
      input: CallInput<'payments/cancelpayment'>,
    ): Promise<CallResult<'payments/cancelpayment'>> {
      const placeId = placeOf(actor).id;
      const owner = await database.inPlace(placeId, (tx) => deps.orders.owner(tx, placeId, input.id));
      if (!owner || !ctx.ownsOrder(actor, owner)) throw notFound(actor, 'orderNotFound');
      await assertMayVoid(actor, placeId, input.id);
      const rows = await database.inPlace(placeId, (tx) => repo.ofOrder(tx, placeId, input.id));
      // The app cancels a payment when paying failed (spec 1 §4): a still pending order ends in
      // error, so the person can order again. Voiding a charge that paid it ends it in the same
      // transaction (decision 050); an order with no charge to void ends below.
      const orderEnd = { status: ORDER_STATUS.ERROR, reason: input.reason?.trim() || PAYMENT_ERROR_REASON };
      const out: Transaction[] = [];
      for (const row of rows) {
        if (row.status === 'canceled' || row.status === 'failed') continue;
        const detail = { reason: input.reason ?? null, obs: input.obs ?? null };
        out.push(toTransaction(await voidRow(actor, row, detail, undefined, orderEnd)));
      }
      await deps.orders.paymentFailed(placeId, input.id, orderEnd.reason);
      return { transactions: out };
    },

    async readOrderPayment(actor: Actor, input: CallInput<'payments/order'>): Promise<CallResult<'payments/order'>> {
      const placeId = placeOf(actor).id;
      const { owner, rows } = await database.inPlace(placeId, async (tx) => ({
        owner: await deps.orders.owner(tx, placeId, input.order_id),
        rows: await repo.ofOrder(tx, placeId, input.order_id),
      }));
      if (!owner || !ctx.ownsOrder(actor, owner)) throw notFound(actor, 'orderNotFound');
      const latest = rows[0] ? await refresh(rows[0]) : null;
      return {
        transaction: latest ? toTransaction(latest) : null,
        paid: rows.some((r) => r.status === 'succeeded') || latest?.status === 'succeeded',
      };
    },

    /**
     * The provider's webhook (already verified): settles the charge it names. Each event id is
     * applied once; an unknown charge is acknowledged and ignored (another environment's event).
     */
    async applyWebhook(event: {
      id: string;
      status: PaymentStatusCode;
      providerId: string;
      paymentId?: string;
    }): Promise<'applied' | 'duplicate' | 'unknown'> {
      const found = await repo.locateForWebhook(database.db, {
        paymentId: event.paymentId,
        providerId: event.providerId,
      });
      if (!found) return 'unknown';
      if (!(await repo.firstDelivery(database.db, event.id))) return 'duplicate';
      const updated = await database.inPlace(found.placeId, async (tx) => {
        const row = await repo.find(tx, found.placeId, found.id, { forUpdate: true });
        if (!row) return null;
        if (event.status === 'canceled' && row.status === 'canceled') return row;
        return ledger.record(
          tx,
          row,
          {
            status: event.status,
            providerId: event.providerId,
            message: event.status === 'succeeded' ? null : undefined,
            ...(expiredAtProvider(row, event.status) ? { endReason: 'expired' as const } : {}),
          },
          'webhook',
          {
            event_id: event.id,
          },
        );
      });
      if (updated) {
        ctx.notify(updated.placeId, updated.orderId);
        await afterExpiry(updated);
      }
      return 'applied';
    },

    /**
     * An order ended (refused, cancelled by staff, expired): its live charges are voided after the
     * order's transaction committed, so a pending Pix can no longer be paid and a paid charge is
     * given back. Card machine charges are the terminal's (refunded there by staff); a charge still
     * 'processing' is left to its provider answer. Never throws: the order's change stands.
     */
    async voidChargesOfEndedOrder(order: { id: string; placeId: string }, why: PaymentEndReason) {
      const rows = await database.inPlace(order.placeId, (tx) => repo.ofOrder(tx, order.placeId, order.id));
      const failed: string[] = [];
      for (const row of rows) {
        if (row.method === 'card_machine' || (row.status !== 'pending' && row.status !== 'succeeded')) continue;
        try {
          await voidRow(null, row, { by: 'order', reason: why }, why);
        } catch {
          failed.push(row.id);
        }
      }
      return { failed };
    },

    /** History of one charge (tests, /dev/payments). */
    events: (placeId: string, transactionId: string) =>
      database.inPlace(placeId, (tx) => repo.events(tx, placeId, transactionId)),
    recent: () => repo.recent(database.db),
  };
}
export type TransactionReader = Pick<ReturnType<typeof createTransactionsService>, 'read'>;
