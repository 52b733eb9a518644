import type { CallInput, CallResult } from '@app/domain';
import { ProviderDeclined, ProviderError, type ProviderTransaction } from '../../integrations/payments/port.ts';
import { isActing } from '../../platform/acting.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { ChargeLedger } from './charge-ledger.ts';
import type { PaymentsContext } from './payments.context.ts';
import { conflict, isUuid, notFound, pendingError, unavailable } from './payments.errors.ts';
import { msg } from './payments.messages.ts';
import type { PaymentCardRecord, PaymentMethodCode, PaymentTransactionRecord, PlaceSettings } from './payments.repo.ts';
import { toTransaction } from './payments.views.ts';

/** Online card charges (payments/transactions/buyer with a saved card, v2/card-token with a token). */
export function createCardChargesService(ctx: PaymentsContext, ledger: ChargeLedger) {
  const { database, repo, port } = ctx;

  /** Step 2 + 3 for a card charge: the provider call, then its answer recorded. */
  async function runCharge(actor: Actor, row: PaymentTransactionRecord, call: () => Promise<ProviderTransaction>) {
    let result: ProviderTransaction;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof ProviderDeclined) {
        const message = error.message || msg(actor, 'declined');
        await ledger.recordOutside(
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
        await ledger.recordOutside(row, { status: 'failed', message: error.message }, 'provider_error', {
          status: error.status,
        });
        throw new AppError('payment_error', error.message || msg(actor, 'providerError'), 402, {
          errorType: 'payment_error',
        });
      }
      // Timeout, network or 5xx: the charge may exist at the provider. It stays pending (the order
      // unpaid) and the webhook, or a later read of the transaction, settles it.
      await ledger.recordOutside(row, { status: 'pending', message: msg(actor, 'timeout') }, 'provider_timeout', {
        error: error instanceof Error ? error.name : 'unknown',
      });
      throw new AppError('payment_timeout', msg(actor, 'timeout'), 409, { errorType: 'payment_timeout' });
    }
    const updated = await ledger.recordOutside(
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
   * The same statement reads the saved card and the place's payment settings the first charge
   * needs (decision 240); they are checked after the repeat, in the order they always were.
   */
  async function repeated(actor: Actor, orderId: string, method: PaymentMethodCode, cardId: string | null) {
    const placeId = placeOf(actor).id;
    const reads = await repo.payCallReads((statement) => database.readStatement(placeId, statement), {
      placeId,
      orderId,
      userId: ctx.sessionOf(actor).userId,
      cardId,
    });
    const { live } = reads;
    const first = { again: null, card: reads.card, place: reads.place };
    if (!live || (!actor.manager && live.userId !== actor.user?.userId)) return first;
    if (live.status === 'succeeded') {
      if (live.method === method) return { ...first, again: { transaction: toTransaction(live) } };
      throw conflict('order_paid')(actor, 'orderPaid');
    }
    if (live.status === 'pending' && live.method === 'pix' && method === 'pix')
      return { ...first, again: { transaction: toTransaction(live) } };
    if (ctx.stale(live)) return first;
    throw pendingError(actor, 'pending');
  }

  async function chargeWith(
    actor: Actor,
    input: CallInput<'payments/transactions/buyer'> | CallInput<'payments/transactions/v2/card-token'>,
    source: { card?: PaymentCardRecord; token?: string; atPlace?: boolean },
    place: PlaceSettings | null,
  ) {
    const available = await ctx.availability(actor, database.db, { place });
    if (input.seller_id && input.seller_id !== available.sellerId) throw notFound(actor, 'sellerNotFound');
    const s = await ctx.seller(available.sellerId);
    if (!s.ccEnabled) throw unavailable(actor, 'unavailable');
    const buyerId = await ctx.buyerOf(actor, input.buyer_id);
    const max = s.installmentEnabled ? s.maxInstallments : 1;
    const { row, fresh, split } = await ledger.claim(actor, input.reference_id, {
      method: 'credit',
      installments: input.number_installments,
      maxInstallments: max,
      card: source.card ? { id: source.card.id, brand: source.card.brand, last4: source.card.last4 } : undefined,
      place: available.place,
      // The customer paying here with their card makes this place one of the card's places.
      ...(source.card && source.atPlace
        ? { cardAtPlace: { cardId: source.card.id, userId: ctx.sessionOf(actor).userId } }
        : {}),
    });
    if (!fresh) return { transaction: toTransaction(row) };
    return runCharge(actor, row, () =>
      port.charge({
        sellerId: available.sellerId,
        buyerId,
        ...(source.card ? { cardId: source.card.providerCardId } : { token: source.token }),
        amountCents: row.amountCents,
        installments: row.installments,
        referenceId: row.orderId,
        description: input.description ?? `${available.place.name} #${row.orderId.slice(0, 8)}`,
        idempotencyKey: row.idempotencyKey,
        metadata: { payment_id: row.id, place_id: row.placeId },
        ...(split.length > 0 ? { split } : {}),
      }),
    );
  }

  return {
    async chargeCard(
      actor: Actor,
      input: CallInput<'payments/transactions/buyer'>,
    ): Promise<CallResult<'payments/transactions/buyer'>> {
      const session = ctx.sessionOf(actor);
      const acting = isActing(actor);
      const first = await repeated(
        actor,
        input.reference_id,
        'credit',
        isUuid(input.card_id) && !acting ? input.card_id : null,
      );
      if (first.again) return first.again;
      const placeId = placeOf(actor).id;
      // Staff acting for the customer charge only a card the customer chose to use at this place;
      // any other answers as unknown (decision 046).
      const card = !isUuid(input.card_id)
        ? null
        : acting
          ? ((await database.inPlace(placeId, (tx) => repo.cardsAt(tx, placeId, session.userId, port.name))).find(
              (c) => c.id === input.card_id,
            ) ?? null)
          : first.card;
      if (!card || card.provider !== port.name) throw notFound(actor, 'cardNotFound');
      // Not acting: the card becomes one of this place's in the charge's claim.
      return chargeWith(actor, input, { card, atPlace: !acting }, first.place);
    },

    async chargeToken(
      actor: Actor,
      input: CallInput<'payments/transactions/v2/card-token'>,
    ): Promise<CallResult<'payments/transactions/v2/card-token'>> {
      ctx.sessionOf(actor);
      const first = await repeated(actor, input.reference_id, 'credit', null);
      if (first.again) return first.again;
      return chargeWith(actor, input, { token: input.token }, first.place);
    },
  };
}
