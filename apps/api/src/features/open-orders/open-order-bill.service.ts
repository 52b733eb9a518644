import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { availableCents, BILL_PART_HOLD_MS, partAmountCents } from '@app/domain/open-orders/bill-rules';
import type { OpenOrderEventKind } from '@app/domain/open-orders/events';
import { billTotals, OPEN_ORDER_STATUS } from '@app/domain/open-orders/rules';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { centsToReais, formatMoney, reaisToCents } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import type { OrdersRepo } from '../orders/index.ts';
import type { BillPartRecord, OpenOrderBillRepo } from './open-order-bill.repo.ts';
import { NOT_ON_BILL, type OpenOrderRecord, type OpenOrdersRepo } from './open-orders.repo.ts';

const texts = localTexts({
  noOpenOrder: { 'pt-BR': 'Conta não encontrada.', en: 'No Open Order' },
  closed: { 'pt-BR': 'Esta conta já foi fechada.', en: 'This account is already closed.' },
  nothingLeft: {
    'pt-BR': 'Não há o que pagar nesta parte: a conta já está paga ou as partes em pagamento cobrem o total.',
    en: 'Nothing left for this part: the bill is paid or the parts being paid cover it.',
  },
  tooHigh: {
    'pt-BR': 'O valor passa do que falta pagar ({amount}).',
    en: 'The amount is more than what is left to pay ({amount}).',
  },
  inFlight: {
    'pt-BR': 'Você já tem uma parte com pagamento em andamento.',
    en: 'You already have a part whose payment is in progress.',
  },
  partNote: { 'pt-BR': 'Parte da conta {number}', en: 'Part of the bill {number}' },
  accountClosed: { 'pt-BR': 'Conta fechada', en: 'Account closed' },
});

/** A part whose payment never started (or failed) may be replaced by its payer's next part. */
const replaceable = (p: BillPartRecord) =>
  p.status === ORDER_STATUS.PENDING && p.paymentStatus !== 'pending' && p.paymentStatus !== 'paid';

export type OpenOrderBillDeps = {
  database: Database;
  repo: OpenOrderBillRepo;
  openOrders: OpenOrdersRepo;
  orders: Pick<OrdersRepo, 'nextNumber' | 'insertOrder' | 'addStatus' | 'update' | 'summary'>;
  events: Pick<EventBus, 'publish'>;
  clock?: () => Date;
};

/**
 * Paying an open account in parts (decision 110): `v2/splitpayment` makes the caller's part (an
 * order of its own, paid through the payments feature like any order) under the account's row lock,
 * so the parts never add up to more than the balance; `settle` books a paid part on the account and
 * closes it (status 7) once the bill is covered.
 */
export function createOpenOrderBillService(deps: OpenOrderBillDeps) {
  const { database, repo, openOrders, orders, events } = deps;
  const now = deps.clock ?? (() => new Date());

  async function mustFind(tx: Tx, actor: Actor | null, placeId: string, id: string) {
    const account = await openOrders.find(tx, placeId, id, { forUpdate: true });
    if (!account) throw new AppError('not_found', texts(actor, 'noOpenOrder'), 404);
    return account;
  }

  async function mayRead(tx: Tx, actor: Actor, account: OpenOrderRecord) {
    if (actor.manager) return;
    const userId = actor.user?.userId;
    if (!userId || !(await openOrders.isMember(tx, account.placeId, account.id, userId))) throw accessDenied();
  }

  /** The bill as the account view computes it, plus what the parts being paid hold. */
  async function billOf(tx: Tx, account: OpenOrderRecord) {
    // One after another: the transaction's one connection runs one query at a time.
    const rounds = await openOrders.rounds(tx, account.placeId, account.id);
    const payments = await openOrders.payments(tx, account.placeId, account.id);
    const parts = await repo.parts(tx, account.placeId, account.id);
    const billed = rounds.filter((r) => !NOT_ON_BILL.includes(r.status));
    const consumptionCents = billed.reduce((s, r) => s + r.totalCents, 0);
    const paidCents =
      billed.filter((r) => r.paidAlone).reduce((s, r) => s + r.totalCents, 0) +
      payments.reduce((s, p) => s + p.amountCents, 0);
    const totals = billTotals({ consumptionCents, feeBp: account.serviceFeeBp, paidCents });
    const heldCents = parts
      .filter((p) => p.status === ORDER_STATUS.PENDING && p.paymentId === null)
      .reduce((s, p) => s + p.amountCents, 0);
    return { ...totals, heldCents, billed, parts, available: availableCents(totals.balanceCents, heldCents) };
  }

  const partView = (p: BillPartRecord) => ({
    order_id: p.orderId,
    number: p.number,
    user_id: p.userId,
    username: p.username,
    mode: p.mode,
    parts: p.parts,
    amount: centsToReais(p.amountCents),
    status: p.status,
    payment_type: p.paymentType,
    payment_status: p.paymentStatus,
    paid: p.paymentId !== null,
    created_at: p.createdAt.toISOString(),
  });

  function summary(account: OpenOrderRecord, bill: Awaited<ReturnType<typeof billOf>>) {
    return {
      status: account.status,
      service_fee_percent: account.serviceFeeBp / 100,
      total: centsToReais(bill.totalCents),
      paid: centsToReais(bill.paidCents),
      held: centsToReais(bill.heldCents),
      balance: centsToReais(bill.balanceCents),
      available: centsToReais(bill.available),
    };
  }

  async function announcer(tx: Tx, account: OpenOrderRecord, kind: OpenOrderEventKind) {
    const members = await openOrders.members(tx, account.placeId, account.id);
    return () =>
      events.publish({
        type: 'open-order',
        place_id: account.placeId,
        open_order_id: account.id,
        kind,
        number: account.label,
        status: account.status,
        member_ids: members.map((m) => m.userId),
      });
  }

  /**
   * Under the account's lock: books the paid parts not booked yet, and closes the account when the
   * bill is covered. Answers the publishers to run after the commit.
   */
  async function settleLocked(tx: Tx, account: OpenOrderRecord) {
    const publishers: Array<() => void> = [];
    const parts = await repo.parts(tx, account.placeId, account.id);
    let booked = false;
    for (const p of parts) {
      if (p.paymentId !== null || p.paymentStatus !== 'paid') continue;
      await repo.settle(
        tx,
        { placeId: account.placeId, orderId: p.orderId, openOrderId: account.id, amountCents: p.amountCents },
        { paymentType: p.paymentType ?? PAYMENT_TYPE.ONLINE_CARD, byUserId: p.userId, byName: p.username },
      );
      if (p.status === ORDER_STATUS.PENDING) {
        const order = { id: p.orderId, placeId: account.placeId };
        await orders.update(tx, order, { status: ORDER_STATUS.CLOSED });
        await orders.addStatus(tx, order, { status: ORDER_STATUS.CLOSED, byUserId: p.userId, byName: p.username });
      }
      booked = true;
    }
    if (!booked || account.status !== OPEN_ORDER_STATUS.OPEN) return { account, publishers };
    const bill = await billOf(tx, account);
    if (bill.balanceCents > 0 || bill.totalCents === 0) {
      publishers.push(await announcer(tx, account, 'updated'));
      return { account, publishers };
    }
    const closed = { ...account, status: OPEN_ORDER_STATUS.CLOSED };
    publishers.push(await announcer(tx, closed, 'closed'));
    const updated =
      (await openOrders.update(tx, account.placeId, account.id, {
        status: OPEN_ORDER_STATUS.CLOSED,
        closedAt: now(),
        waiterCalledAt: null,
        billRequestedAt: null,
      })) ?? closed;
    await openOrders.closePendingRounds(tx, account.placeId, account.id, { userId: null, name: null });
    await openOrders.releaseMembers(tx, account.placeId, account.id);
    return { account: updated, publishers };
  }

  return {
    /** v2/splitpayment: reads the bill and its parts; with a mode, makes the caller's part. */
    async split(actor: Actor, input: CallInput<'v2/splitpayment'>): Promise<CallResult<'v2/splitpayment'>> {
      const placeId = placeOf(actor).id;
      let publishers: Array<() => void> = [];
      const result = await database.inPlace(placeId, async (tx) => {
        let account = await mustFind(tx, actor, placeId, input.order_id);
        await mayRead(tx, actor, account);
        // A paid part whose event was missed is booked here too.
        const settled = await settleLocked(tx, account);
        account = settled.account;
        publishers = settled.publishers;
        let bill = await billOf(tx, account);
        if (!input.mode) return { part: null, parts: bill.parts.map(partView), bill: summary(account, bill) };
        const userId = actor.user?.userId;
        if (!userId) throw accessDenied();
        if (account.status !== OPEN_ORDER_STATUS.OPEN)
          throw new AppError('open_order_closed', texts(actor, 'closed'), 409, { errorType: 'open_order_closed' });
        const mine = bill.parts.filter((p) => p.userId === userId && p.status === ORDER_STATUS.PENDING);
        if (mine.some((p) => !replaceable(p)))
          throw new AppError('bill_part_in_flight', texts(actor, 'inFlight'), 409, {
            errorType: 'bill_part_in_flight',
          });
        // The payer's earlier part that never went to payment gives way to the new one.
        for (const p of mine) {
          const order = { id: p.orderId, placeId };
          await orders.update(tx, order, { status: ORDER_STATUS.CANCELLED, expiresAt: null });
          await orders.addStatus(tx, order, { status: ORDER_STATUS.CANCELLED, byUserId: userId });
        }
        if (mine.length > 0) bill = await billOf(tx, account);
        const own = bill.billed.filter((r) => r.userId === userId);
        const amount = partAmountCents(
          input.mode === 'equal'
            ? { mode: 'equal', parts: input.parts ?? 2 }
            : input.mode === 'items'
              ? {
                  mode: 'items',
                  ownConsumptionCents: own.reduce((s, r) => s + r.totalCents, 0),
                  ownPaidCents: own.filter((r) => r.paidAlone).reduce((s, r) => s + r.totalCents, 0),
                }
              : { mode: 'amount', amountCents: reaisToCents(input.total ?? 0) },
          { totalCents: bill.totalCents, feeBp: account.serviceFeeBp, availableCents: bill.available },
        );
        if (!amount)
          throw new AppError('open_order_balance', texts(actor, 'nothingLeft'), 409, {
            errorType: 'open_order_balance',
          });
        if (amount.exceeds)
          throw invalidField('total', texts(actor, 'tooHigh', { amount: formatMoney(bill.available, actor.language) }));
        const created = await orders.insertOrder(
          tx,
          {
            placeId,
            number: await orders.nextNumber(tx, placeId),
            userId,
            status: ORDER_STATUS.PENDING,
            deliveryType: 2,
            subtotalCents: amount.amountCents,
            totalCents: amount.amountCents,
            authCode: randomBytes(18).toString('base64url'),
            observation: { autor: null, observacao: texts(actor, 'partNote', { number: account.label }) },
            // Not paid in time, the part expires like any pending order and frees its share.
            expiresAt: new Date(now().getTime() + BILL_PART_HOLD_MS),
          },
          [],
        );
        await orders.addStatus(tx, created, { status: ORDER_STATUS.PENDING, byUserId: userId });
        await repo.insertPart(tx, {
          orderId: created.id,
          placeId,
          openOrderId: account.id,
          userId,
          mode: input.mode,
          parts: input.mode === 'equal' ? (input.parts ?? 2) : null,
          amountCents: amount.amountCents,
        });
        bill = await billOf(tx, account);
        const part = bill.parts.find((p) => p.orderId === created.id) ?? null;
        publishers.push(await announcer(tx, account, 'updated'));
        return { part: part ? partView(part) : null, parts: bill.parts.map(partView), bill: summary(account, bill) };
      });
      for (const p of publishers) p();
      return result;
    },

    /**
     * The account closed (staff collected the rest at the counter, or it was merged): parts still
     * waiting with no charge in flight end (cancelled), so nobody pays them and the payer may order
     * again. A part whose charge is in flight ends with its order's expiry.
     */
    async dropWaitingParts(placeId: string, openOrderId: string): Promise<void> {
      await database.inPlace(placeId, async (tx) => {
        const account = await openOrders.find(tx, placeId, openOrderId, { forUpdate: true });
        if (!account || account.status !== OPEN_ORDER_STATUS.CLOSED) return;
        for (const p of await repo.parts(tx, placeId, openOrderId)) {
          if (!replaceable(p)) continue;
          const order = { id: p.orderId, placeId };
          await orders.update(tx, order, { status: ORDER_STATUS.CANCELLED, expiresAt: null });
          await orders.addStatus(tx, order, { status: ORDER_STATUS.CANCELLED, reason: texts(null, 'accountClosed') });
        }
      });
    },

    /**
     * A part's order was paid (the payments feature's order event): book it on its account and close
     * the account when covered. Idempotent; any order that is not a part is ignored.
     */
    async settle(placeId: string, orderId: string): Promise<void> {
      // A pre-filter in one round trip: the transaction below checks everything again.
      const exists = await repo.unbookedPartExists((s) => database.readStatement(placeId, s), placeId, orderId);
      if (!exists) return;
      const publishers = await database.inPlace(placeId, async (tx) => {
        const part = await repo.part(tx, placeId, orderId);
        if (!part || part.paymentId !== null || part.paymentStatus !== 'paid') return [];
        const account = await mustFind(tx, null, placeId, part.openOrderId);
        return (await settleLocked(tx, account)).publishers;
      });
      for (const p of publishers) p();
    },
  };
}
export type OpenOrderBillService = ReturnType<typeof createOpenOrderBillService>;
