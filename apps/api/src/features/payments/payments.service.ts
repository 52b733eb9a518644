import type { CallInput, CallResult } from '@app/domain';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { installmentOptions, PAYMENT_TYPE } from '@app/domain/payments/rules';
import type { Transaction } from '@app/domain/payments/schemas';
import QRCode from 'qrcode';
import {
  type PaymentsPort,
  type ProviderCard,
  ProviderDeclined,
  ProviderError,
  type ProviderSeller,
  type ProviderTransaction,
} from '../../integrations/payments/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Queryable, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { OrdersRepo } from '../orders/orders.repo.ts';
import { msg, type PaymentMessage } from './payments.messages.ts';
import type { LockedOrder, PaymentsRepo } from './payments.repo.ts';
import type { PaymentCardRow, PaymentMethodCode, PaymentStatusCode, PaymentTransactionRow } from './payments.tables.ts';

// Payments (issue 5; docs/decisions/035-payments-idempotency.md). A charge is three steps:
//   1. claim: under the order's row lock, check the order and write the charge as 'processing' with
//      its idempotency key (place:order:attempt); a live charge of the order stops a second one;
//   2. the provider call, outside any database transaction, carrying the same idempotency key;
//   3. record: the answer moves the charge (and the order's payment fields) on; a timeout leaves it
//      'pending' until the provider's webhook (or a later read) settles it.
// Every state change also lands in payment_events (append-only).

type Fail = (actor: Actor | null, key: PaymentMessage) => AppError;
const conflict =
  (code: string, status = 409): Fail =>
  (actor, key) =>
    new AppError(code, msg(actor, key), status, { errorType: code });
const unavailable = conflict('payment_unavailable');
const pendingError = conflict('payment_pending');
const notFound = conflict('not_found', 404);
const fieldError = (actor: Actor, field: string, key: PaymentMessage) =>
  new AppError('validation', msg(actor, key), 400, { errorType: 'validation', extra: { field } });

const SELLER_CACHE_MS = 30_000;

export type PaymentsDeps = {
  database: Database;
  repo: PaymentsRepo;
  orders: Pick<OrdersRepo, 'update'>;
  port: PaymentsPort;
  /** A paid or changed order is announced like any order change (the board and the storefront refresh). */
  events?: Pick<EventBus, 'publish'>;
  clock?: () => Date;
  /**
   * A charge still 'processing' after this long was abandoned between claim and record (a crash, a
   * restart): the next pay call resumes it with the same idempotency key, so the provider answers
   * the transaction it may already have made instead of charging again.
   */
  staleProcessingMs?: number;
};

export function toTransaction(row: PaymentTransactionRow, extra: { imagemQrcode?: string | null } = {}): Transaction {
  return {
    transaction_id: row.id,
    reference_id: row.orderId,
    // 'processing' is our own step before the provider answers: the client sees it as pending.
    status: row.status === 'processing' ? 'pending' : row.status,
    payment_method: row.method,
    amount: row.amountCents / 100,
    number_installments: row.installments,
    message: row.message,
    qrcode: row.qrcode,
    imagemQrcode: extra.imagemQrcode ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function cardView(row: PaymentCardRow) {
  return {
    _id: row.id,
    description: row.description,
    last4_digits: row.last4,
    card_brand: row.brand,
    expiration_month: row.expirationMonth,
    expiration_year: row.expirationYear,
    holder_name: row.holderName,
  };
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { database, repo, port } = deps;
  const sellerCache = new Map<string, { at: number; seller: ProviderSeller }>();
  const now = deps.clock ?? (() => new Date());
  const staleMs = deps.staleProcessingMs ?? 60_000;
  const stale = (row: PaymentTransactionRow) =>
    row.status === 'processing' && now().getTime() - row.updatedAt.getTime() > staleMs;

  function notify(placeId: string, orderId: string) {
    if (!deps.events) return;
    const events = deps.events;
    repo
      .orderEventFields(database.db, placeId, orderId)
      .then((o) => {
        if (o)
          events.publish({
            type: 'order',
            place_id: placeId,
            user_id: o.userId,
            order_id: orderId,
            status: o.status,
            number: o.number,
          });
      })
      .catch(() => {});
  }

  const sessionOf = (actor: Actor) => {
    if (!actor.user) throw accessDenied();
    return actor.user;
  };

  async function seller(id: string): Promise<ProviderSeller> {
    const hit = sellerCache.get(id);
    if (hit && Date.now() - hit.at < SELLER_CACHE_MS) return hit.seller;
    const value = await port.getSeller(id);
    sellerCache.set(id, { at: Date.now(), seller: value });
    return value;
  }

  /**
   * Online payment for this person at this place (spec 1 §6): the place has the payments service
   * and a seller; the person is not blocked (block_app_payment) and, with first_purchase_block, has
   * not made a first purchase yet.
   */
  async function availability(actor: Actor, q: Queryable = database.db) {
    const placeId = placeOf(actor).id;
    const place = await repo.placeSettings(q, placeId);
    if (!place?.enabled || !place.sellerId) throw unavailable(actor, 'unavailable');
    const member = actor.user?.member;
    if (member?.blockAppPayment) throw unavailable(actor, 'unavailable');
    if (place.firstPurchaseBlock && member?.firstPurchase) throw unavailable(actor, 'unavailable');
    return { placeId, place, sellerId: place.sellerId };
  }

  /** The caller may act on this order: its customer, or staff of the place. */
  function ownsOrder(actor: Actor, order: { userId: string | null }) {
    return Boolean(actor.manager) || (actor.user !== null && order.userId === actor.user.userId);
  }

  async function buyerOf(actor: Actor): Promise<string> {
    const session = sessionOf(actor);
    const known = await repo.buyerId(database.db, session.userId);
    if (known) return known;
    const created = await port.createBuyer({ name: session.record.username ?? 'Cliente', userId: session.userId });
    return repo.setBuyerId(database.db, session.userId, created.id);
  }

  type Claim = { row: PaymentTransactionRow; fresh: boolean };

  /**
   * Step 1. Under the order lock: the order is the caller's, pending, not a budget; no other live
   * charge; writes the new charge as 'processing'. `reuse` answers an existing live charge instead
   * of refusing (a pending Pix shown again, a paid order's charge answered to a double click).
   */
  async function claim(
    actor: Actor,
    orderId: string,
    args: {
      method: PaymentMethodCode;
      installments: number;
      card?: { id: string | null; brand: string; last4: string };
      maxInstallments?: number;
    },
  ): Promise<Claim> {
    const placeId = placeOf(actor).id;
    return database.inPlace(placeId, async (tx) => {
      const order = await repo.lockOrder(tx, placeId, orderId);
      if (!order || !ownsOrder(actor, order)) throw notFound(actor, 'orderNotFound');
      const live = await repo.liveTransaction(tx, placeId, orderId);
      if (live) {
        if (live.status === 'succeeded') {
          if (live.method === args.method) return { row: live, fresh: false };
          throw conflict('order_paid')(actor, 'orderPaid');
        }
        if (live.status === 'pending' && live.method === 'pix' && args.method === 'pix')
          return { row: live, fresh: false };
        if (stale(live) && live.method === args.method) {
          const resumed = await repo.updateTransaction(tx, live.id, {});
          await repo.addEvent(tx, resumed, 'resumed', { idle_ms: now().getTime() - live.updatedAt.getTime() });
          return { row: resumed, fresh: true };
        }
        throw pendingError(actor, 'pending');
      }
      if (order.status !== ORDER_STATUS.PENDING || order.budget) throw conflict('payment_locked')(actor, 'locked');
      checkInstallments(actor, order, args.installments, args.maxInstallments ?? 1);
      const attempt = (await repo.lastAttempt(tx, placeId, orderId)) + 1;
      const row = await repo.insertTransaction(tx, {
        placeId,
        orderId,
        userId: actor.user?.userId ?? null,
        attempt,
        idempotencyKey: `${placeId}:${orderId}:${attempt}`,
        method: args.method,
        provider: port.name,
        status: 'processing',
        amountCents: order.totalCents,
        installments: args.installments,
        cardId: args.card?.id ?? null,
        cardBrand: args.card?.brand ?? null,
        cardLast4: args.card?.last4 ?? null,
      });
      await repo.addEvent(tx, row, 'created', { amount_cents: row.amountCents, installments: row.installments });
      return { row, fresh: true };
    });
  }

  function checkInstallments(actor: Actor, order: LockedOrder, n: number, max: number) {
    if (n === 1) return;
    const allowed = installmentOptions(order.totalCents, max).some((o) => o.installments === n);
    if (!allowed) throw fieldError(actor, 'number_installments', 'installments');
  }

  const ORDER_TYPE: Record<PaymentMethodCode, number> = {
    credit: PAYMENT_TYPE.ONLINE_CARD,
    pix: PAYMENT_TYPE.PIX,
    card_machine: PAYMENT_TYPE.CARD_MACHINE,
  };

  /**
   * Step 3 (and webhooks): moves a charge on, unless it already reached a final state. A charge
   * that succeeds also records the order's payment type, installments and brand.
   */
  async function record(
    tx: Tx,
    row: PaymentTransactionRow,
    next: { status: PaymentStatusCode; providerId?: string | null; message?: string | null; qrcode?: string | null },
    kind: string,
    detail: Record<string, unknown> = {},
  ): Promise<PaymentTransactionRow> {
    const current = (await repo.find(tx, row.placeId, row.id, { forUpdate: true })) ?? row;
    const final = current.status === 'succeeded' || current.status === 'failed' || current.status === 'canceled';
    const voiding = next.status === 'canceled' && current.status !== 'canceled';
    if (final && !voiding) {
      await repo.addEvent(tx, { ...current, status: next.status }, `${kind}_ignored`, {
        ...detail,
        kept: current.status,
      });
      return current;
    }
    const updated = await repo.updateTransaction(tx, row.id, {
      status: next.status,
      ...(next.providerId ? { providerTransactionId: next.providerId } : {}),
      ...(next.message !== undefined ? { message: next.message } : {}),
      ...(next.qrcode !== undefined ? { qrcode: next.qrcode } : {}),
    });
    await repo.addEvent(tx, updated, kind, detail);
    if (updated.status === 'succeeded' || (updated.method === 'pix' && updated.status === 'pending')) {
      await deps.orders.update(
        tx,
        { id: updated.orderId, placeId: updated.placeId },
        {
          paymentType: ORDER_TYPE[updated.method],
          installments: updated.installments,
          ccBrand: updated.cardBrand?.toLowerCase() ?? null,
        },
      );
    }
    return updated;
  }

  async function recordOutside(
    row: PaymentTransactionRow,
    next: Parameters<typeof record>[2],
    kind: string,
    detail?: Record<string, unknown>,
  ) {
    const updated = await database.inPlace(row.placeId, (tx) => record(tx, row, next, kind, detail));
    notify(updated.placeId, updated.orderId);
    return updated;
  }

  /** Step 2 + 3 for a card charge. */
  async function runCharge(actor: Actor, row: PaymentTransactionRow, call: () => Promise<ProviderTransaction>) {
    let result: ProviderTransaction;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof ProviderDeclined) {
        const message = error.message || msg(actor, 'declined');
        await recordOutside(
          row,
          { status: 'failed', providerId: error.transaction?.id ?? null, message },
          'provider_declined',
          { kind: error.kind },
        );
        throw new AppError(error.kind === 'declined' ? 'payment_declined' : error.kind, message, 402, {
          errorType: error.kind === 'declined' ? 'payment_declined' : error.kind,
        });
      }
      if (error instanceof ProviderError && error.status < 500) {
        await recordOutside(row, { status: 'failed', message: error.message }, 'provider_error', {
          status: error.status,
        });
        throw new AppError('payment_error', error.message || msg(actor, 'providerError'), 402, {
          errorType: 'payment_error',
        });
      }
      // Timeout, network or 5xx: the charge may exist at the provider. It stays pending (the order
      // unpaid) and the webhook, or a later read of the transaction, settles it.
      await recordOutside(row, { status: 'pending', message: msg(actor, 'timeout') }, 'provider_timeout', {
        error: error instanceof Error ? error.name : 'unknown',
      });
      throw new AppError('payment_timeout', msg(actor, 'timeout'), 409, { errorType: 'payment_timeout' });
    }
    const updated = await recordOutside(
      row,
      { status: result.status, providerId: result.id, message: result.message, qrcode: result.qrcode },
      'provider_answer',
    );
    return { transaction: toTransaction(updated) };
  }

  /**
   * The repeat path first (double clicks, retries): one read of the order's live charge, without
   * the order lock. A succeeded charge of the same method is answered again; one in flight is
   * refused at once. Anything else goes through the full claim (which checks again under the lock).
   */
  async function repeated(actor: Actor, orderId: string, method: PaymentMethodCode) {
    const placeId = placeOf(actor).id;
    const live = await database.inPlace(placeId, (tx) => repo.liveTransaction(tx, placeId, orderId));
    if (!live || (!actor.manager && live.userId !== actor.user?.userId)) return null;
    if (live.status === 'succeeded') {
      if (live.method === method) return { transaction: toTransaction(live) };
      throw conflict('order_paid')(actor, 'orderPaid');
    }
    if (live.status === 'pending' && live.method === 'pix' && method === 'pix')
      return { transaction: toTransaction(live) };
    if (stale(live)) return null;
    throw pendingError(actor, 'pending');
  }

  async function chargeWith(
    actor: Actor,
    input: CallInput<'payments/transactions/buyer'> | CallInput<'payments/transactions/v2/card-token'>,
    source: { card?: PaymentCardRow; token?: string },
  ) {
    const ctx = await availability(actor);
    if (input.seller_id && input.seller_id !== ctx.sellerId) throw notFound(actor, 'sellerNotFound');
    const s = await seller(ctx.sellerId);
    if (!s.ccEnabled) throw unavailable(actor, 'unavailable');
    const buyerId = await buyerOf(actor);
    if (input.buyer_id && input.buyer_id !== buyerId) throw notFound(actor, 'buyerNotFound');
    const max = s.installmentEnabled ? s.maxInstallments : 1;
    const { row, fresh } = await claim(actor, input.reference_id, {
      method: 'credit',
      installments: input.number_installments,
      maxInstallments: max,
      card: source.card ? { id: source.card.id, brand: source.card.brand, last4: source.card.last4 } : undefined,
    });
    if (!fresh) return { transaction: toTransaction(row) };
    return runCharge(actor, row, () =>
      port.charge({
        sellerId: ctx.sellerId,
        buyerId,
        ...(source.card ? { cardId: source.card.providerCardId } : { token: source.token }),
        amountCents: row.amountCents,
        installments: row.installments,
        referenceId: row.orderId,
        description: input.description ?? `${ctx.place.name} #${row.orderId.slice(0, 8)}`,
        idempotencyKey: row.idempotencyKey,
        metadata: { payment_id: row.id, place_id: row.placeId },
      }),
    );
  }

  /** Reads a charge of the caller (staff: of the place); a stale pending one is asked of the provider. */
  async function readTransaction(actor: Actor, id: string) {
    const placeId = placeOf(actor).id;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!uuid.test(id)) throw notFound(actor, 'transactionNotFound');
    const row = await database.inPlace(placeId, (tx) => repo.find(tx, placeId, id));
    if (!row || (!actor.manager && row.userId !== actor.user?.userId)) throw notFound(actor, 'transactionNotFound');
    return row;
  }

  async function refresh(row: PaymentTransactionRow): Promise<PaymentTransactionRow> {
    if (row.status !== 'pending' || !row.providerTransactionId || row.method === 'card_machine') return row;
    if (now().getTime() - row.updatedAt.getTime() < 5_000) return row;
    try {
      const remote = await port.getTransaction(row.providerTransactionId);
      if (remote.status === 'pending') return row;
      return await recordOutside(row, { status: remote.status, message: remote.message }, 'provider_read');
    } catch {
      return row;
    }
  }

  async function voidRow(actor: Actor, row: PaymentTransactionRow, detail: Record<string, unknown>) {
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
    return recordOutside(row, { status: 'canceled' }, 'void', detail);
  }

  return {
    availability,

    /**
     * v2/orderdeliverypayment with type 2, 3 or 5 (orders.service's OnlinePaymentCheck): records the
     * choice when online payment is available; the charge is made by the payments calls. The card
     * machine is staff only (spec 1 §6). Installments are checked against the seller's maximum when
     * it is known (cached; no provider call inside the order's transaction).
     */
    async checkOnlineChoice(
      tx: Tx,
      actor: Actor,
      args: { paymentType: number; installments: number | undefined; totalCents: number },
    ): Promise<{ installments: number | null }> {
      const field = (key: PaymentMessage) =>
        new AppError('validation', msg(actor, key), 400, { errorType: 'validation', extra: { field: 'payment_type' } });
      let ctx: Awaited<ReturnType<typeof availability>>;
      try {
        ctx = await availability(actor, tx);
      } catch {
        throw field('unavailable');
      }
      if (args.paymentType === PAYMENT_TYPE.PIX) return { installments: null };
      const staff = Boolean(actor.manager || actor.user?.actingManagerId);
      if (args.paymentType === PAYMENT_TYPE.CARD_MACHINE && !staff) throw field('unavailable');
      const n = args.installments ?? 1;
      if (n === 0 && args.paymentType === PAYMENT_TYPE.CARD_MACHINE) return { installments: 0 };
      const cached = sellerCache.get(ctx.sellerId)?.seller;
      const max = cached ? (cached.installmentEnabled ? cached.maxInstallments : 1) : 12;
      const ok = n === 1 || installmentOptions(args.totalCents, max).some((o) => o.installments === n);
      if (!ok) {
        throw new AppError('validation', msg(actor, 'installments'), 400, {
          errorType: 'validation',
          extra: { field: 'installments' },
        });
      }
      return { installments: n };
    },

    async buyers(actor: Actor): Promise<CallResult<'payments/buyers'>> {
      const session = sessionOf(actor);
      const id = await buyerOf(actor);
      return { buyer: { id, name: session.record.username ?? '' } };
    },

    async tokenCredentials(): Promise<CallResult<'payments/cards/token-credentials'>> {
      const c = port.tokenCredentials();
      return {
        marketplace_id: c.marketplaceId,
        zpk: c.publishableKey,
        tokenize_url: c.tokenizeUrl,
        provider: port.name,
      };
    },

    async associateCard(
      actor: Actor,
      input: CallInput<'payments/cards/buyer'>,
    ): Promise<CallResult<'payments/cards/buyer'>> {
      const session = sessionOf(actor);
      const buyerId = await buyerOf(actor);
      if (input.buyer_id && input.buyer_id !== buyerId) throw notFound(actor, 'buyerNotFound');
      let card: ProviderCard;
      try {
        card = await port.associateCard({
          token: input.token,
          buyerId,
          description: input.description,
          taxpayerId: input.owner_taxpayer_id,
        });
      } catch (error) {
        if (error instanceof ProviderDeclined) {
          const code = error.kind === 'declined' ? 'payment_declined' : error.kind;
          throw new AppError(code, error.message || msg(actor, 'cardError'), 402, { errorType: code });
        }
        throw new AppError('card_error', msg(actor, 'cardError'), 402, { errorType: 'card_error' });
      }
      const row = await repo.insertCard(database.db, {
        userId: session.userId,
        provider: port.name,
        buyerId,
        providerCardId: card.id,
        description: input.description.trim(),
        brand: card.brand,
        last4: card.last4,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        holderName: card.holderName,
      });
      return { card: cardView(row) };
    },

    async listCards(actor: Actor, input: CallInput<'payments/cards/list'>): Promise<CallResult<'payments/cards/list'>> {
      const session = sessionOf(actor);
      if (input.buyerId !== 'me') {
        const own = await repo.buyerId(database.db, session.userId);
        if (own !== input.buyerId) throw notFound(actor, 'buyerNotFound');
      }
      const rows = await repo.cards(database.db, session.userId, port.name);
      return { cards: rows.map(cardView) };
    },

    async deleteCard(
      actor: Actor,
      input: CallInput<'payments/cards/delete'>,
    ): Promise<CallResult<'payments/cards/delete'>> {
      const session = sessionOf(actor);
      const own = await repo.buyerId(database.db, session.userId);
      if (input.buyerId !== 'me' && own !== input.buyerId) throw notFound(actor, 'buyerNotFound');
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const card = uuid.test(input.cardId) ? await repo.card(database.db, session.userId, input.cardId) : null;
      if (!card) throw notFound(actor, 'cardNotFound');
      await repo.deleteCard(database.db, session.userId, card.id);
      try {
        await port.deleteCard({ buyerId: card.buyerId, cardId: card.providerCardId });
      } catch {
        // Gone from our list either way; the provider's copy is harmless without our reference.
      }
      return { deleted: true };
    },

    async seller(actor: Actor, input: CallInput<'payments/sellers/get'>): Promise<CallResult<'payments/sellers/get'>> {
      const placeId = placeOf(actor).id;
      const place = await repo.placeSettings(database.db, placeId);
      if (!place?.enabled || !place.sellerId || (input.id !== 'me' && input.id !== place.sellerId)) {
        throw notFound(actor, 'sellerNotFound');
      }
      let s: ProviderSeller;
      try {
        s = await seller(place.sellerId);
      } catch {
        throw notFound(actor, 'sellerNotFound');
      }
      return {
        seller: {
          zoop_seller_id: s.id,
          cc_enabled: s.ccEnabled,
          status: s.status,
          pix_enabled: s.pixEnabled,
          installment_enabled: s.installmentEnabled,
          max_installments: s.installmentEnabled ? s.maxInstallments : 1,
        },
      };
    },

    async chargeCard(
      actor: Actor,
      input: CallInput<'payments/transactions/buyer'>,
    ): Promise<CallResult<'payments/transactions/buyer'>> {
      const session = sessionOf(actor);
      const again = await repeated(actor, input.reference_id, 'credit');
      if (again) return again;
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const card = uuid.test(input.card_id) ? await repo.card(database.db, session.userId, input.card_id) : null;
      if (!card || card.provider !== port.name) throw notFound(actor, 'cardNotFound');
      return chargeWith(actor, input, { card });
    },

    async chargeToken(
      actor: Actor,
      input: CallInput<'payments/transactions/v2/card-token'>,
    ): Promise<CallResult<'payments/transactions/v2/card-token'>> {
      sessionOf(actor);
      const again = await repeated(actor, input.reference_id, 'credit');
      if (again) return again;
      return chargeWith(actor, input, { token: input.token });
    },

    async pix(
      actor: Actor,
      input: CallInput<'payments/transactions/v2/pix'>,
    ): Promise<CallResult<'payments/transactions/v2/pix'>> {
      const ctx = await availability(actor);
      if (input.seller_id && input.seller_id !== ctx.sellerId) throw notFound(actor, 'sellerNotFound');
      const s = await seller(ctx.sellerId);
      if (!s.pixEnabled) throw unavailable(actor, 'unavailable');
      const buyerId = await buyerOf(actor);
      if (input.buyer_id && input.buyer_id !== buyerId) throw notFound(actor, 'buyerNotFound');
      const { row, fresh } = await claim(actor, input.reference_id, { method: 'pix', installments: 1 });
      if (!fresh) return { transaction: toTransaction(row) };
      let result: ProviderTransaction;
      try {
        result = await port.createPix({
          sellerId: ctx.sellerId,
          buyerId,
          amountCents: row.amountCents,
          referenceId: row.orderId,
          description: input.description ?? `${msg(actor, 'pixDescription')} ${row.orderId.slice(0, 8)}`,
          idempotencyKey: row.idempotencyKey,
          metadata: { payment_id: row.id, place_id: row.placeId },
          merchantName: ctx.place.name,
          merchantCity: ctx.place.city ?? '',
        });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : msg(actor, 'providerError');
        await recordOutside(row, { status: 'failed', message }, 'provider_error');
        throw new AppError('payment_error', message, 402, { errorType: 'payment_error' });
      }
      const updated = await recordOutside(
        row,
        { status: result.status, providerId: result.id, qrcode: result.qrcode, message: result.message },
        'provider_answer',
      );
      return { transaction: toTransaction(updated) };
    },

    async transaction(
      actor: Actor,
      input: CallInput<'payments/transactions/get'>,
    ): Promise<CallResult<'payments/transactions/get'>> {
      const row = await refresh(await readTransaction(actor, input.id));
      return { transaction: toTransaction(row) };
    },

    async qrcode(
      actor: Actor,
      input: CallInput<'payments/transactions/qrcode'>,
    ): Promise<CallResult<'payments/transactions/qrcode'>> {
      const row = await readTransaction(actor, input.id);
      if (!row.qrcode) throw notFound(actor, 'transactionNotFound');
      const image = await QRCode.toDataURL(row.qrcode, { errorCorrectionLevel: 'M', margin: 1, width: 320 });
      return { transaction: toTransaction(row, { imagemQrcode: image }) };
    },

    async voidTransaction(
      actor: Actor,
      input: CallInput<'payments/transactions/v2/void'>,
    ): Promise<CallResult<'payments/transactions/v2/void'>> {
      const row = await readTransaction(actor, input.transaction_id);
      return { transaction: toTransaction(await voidRow(actor, row, { by: actor.manager ? 'staff' : 'customer' })) };
    },

    async cancelPayment(
      actor: Actor,
      input: CallInput<'payments/cancelpayment'>,
    ): Promise<CallResult<'payments/cancelpayment'>> {
      const placeId = placeOf(actor).id;
      const owner = await database.inPlace(placeId, (tx) => repo.orderOwner(tx, placeId, input.id));
      if (!owner || !ownsOrder(actor, owner)) throw notFound(actor, 'orderNotFound');
      const rows = await database.inPlace(placeId, (tx) => repo.ofOrder(tx, placeId, input.id));
      const out: Transaction[] = [];
      for (const row of rows) {
        if (row.status === 'canceled' || row.status === 'failed') continue;
        const voided = await voidRow(actor, row, { reason: input.reason ?? null, obs: input.obs ?? null });
        out.push(toTransaction(voided));
      }
      return { transactions: out };
    },

    async cardMachineResult(
      actor: Actor,
      input: CallInput<'payments/cardmachine/result'>,
    ): Promise<CallResult<'payments/cardmachine/result'>> {
      const placeId = placeOf(actor).id;
      const key = `${placeId}:${input.order_id}:terminal:${input.terminal_transaction_id}`;
      const status: PaymentStatusCode =
        input.result === 'paymentSuccessful' ? 'succeeded' : input.result === 'paymentFailed' ? 'failed' : 'canceled';
      const row = await database.inPlace(placeId, async (tx) => {
        const order = await repo.lockOrder(tx, placeId, input.order_id);
        if (!order) throw notFound(actor, 'orderNotFound');
        const same = await repo.byKey(tx, key);
        if (same) return same;
        if (status === 'succeeded') {
          if (input.valueInCents !== order.totalCents) throw fieldError(actor, 'valueInCents', 'wrongAmount');
          const live = await repo.liveTransaction(tx, placeId, order.id);
          if (live?.status === 'succeeded') throw conflict('order_paid')(actor, 'orderPaid');
          if (live) throw pendingError(actor, 'pending');
        }
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
        return record(tx, inserted, { status, message: input.message ?? null }, 'card_machine', {
          result: input.result,
          paymentType: input.paymentType,
          staff: actor.manager?.userId ?? null,
        });
      });
      notify(placeId, input.order_id);
      return { transaction: toTransaction(row) };
    },

    async orderState(actor: Actor, input: CallInput<'payments/order'>): Promise<CallResult<'payments/order'>> {
      const placeId = placeOf(actor).id;
      const { owner, rows } = await database.inPlace(placeId, async (tx) => ({
        owner: await repo.orderOwner(tx, placeId, input.order_id),
        rows: await repo.ofOrder(tx, placeId, input.order_id),
      }));
      if (!owner || !ownsOrder(actor, owner)) throw notFound(actor, 'orderNotFound');
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
        return record(
          tx,
          row,
          {
            status: event.status,
            providerId: event.providerId,
            message: event.status === 'succeeded' ? null : undefined,
          },
          'webhook',
          {
            event_id: event.id,
          },
        );
      });
      if (updated) notify(updated.placeId, updated.orderId);
      return 'applied';
    },

    /** History of one charge (tests, /dev/payments). */
    events: (placeId: string, transactionId: string) =>
      database.inPlace(placeId, (tx) => repo.events(tx, placeId, transactionId)),
    recent: () => repo.recent(database.db),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
