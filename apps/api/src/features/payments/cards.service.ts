import type { CallInput, CallResult } from '@app/domain';
import { ProviderDeclined, type ProviderSeller } from '../../integrations/payments/port.ts';
import { isActing, refuseActing } from '../../platform/acting.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { PaymentsContext } from './payments.context.ts';
import { isUuid, notFound } from './payments.errors.ts';
import { msg } from './payments.messages.ts';
import { cardView } from './payments.views.ts';

/** The person's buyer and saved cards at the provider, the tokenisation credentials and the seller's settings. */
export function createCardsService(ctx: PaymentsContext) {
  const { database, repo, port } = ctx;
  /**
   * The signed-in customer changing their own wallet: saving or deleting a card is their own act,
   * never staff's acting as them (decision 046).
   */
  const walletOwner = (actor: Actor) => {
    const session = ctx.sessionOf(actor);
    refuseActing(actor, 'actingNotAllowed');
    return session;
  };
  /** The provider would not save the card: its refusal (declined, invalid card) or a generic card error, 402. */
  const cardRefused = (actor: Actor, error: unknown) => {
    if (error instanceof ProviderDeclined) {
      const code = error.kind === 'declined' ? 'payment_declined' : error.kind;
      return new AppError(code, error.message || msg(actor, 'cardError'), 402, { errorType: code });
    }
    return new AppError('card_error', msg(actor, 'cardError'), 402, { errorType: 'card_error' });
  };
  return {
    async ensureBuyer(actor: Actor): Promise<CallResult<'payments/buyers'>> {
      const session = ctx.sessionOf(actor);
      const id = await ctx.buyerOf(actor);
      return { buyer: { id, name: session.record.username ?? '' } };
    },

    async readTokenCredentials(): Promise<CallResult<'payments/cards/token-credentials'>> {
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
      const session = walletOwner(actor);
      const buyerId = await ctx.buyerOf(actor, input.buyer_id);
      const card = await port
        .associateCard({
          token: input.token,
          buyerId,
          description: input.description,
          taxpayerId: input.owner_taxpayer_id,
        })
        .catch((error: unknown) => {
          throw cardRefused(actor, error);
        });
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
      // Saved here: the customer chose this place for the card.
      const placeId = placeOf(actor).id;
      await database.inPlace(placeId, (tx) => repo.useCardAt(tx, { placeId, cardId: row.id, userId: session.userId }));
      return { card: cardView(row) };
    },

    async listCards(actor: Actor, input: CallInput<'payments/cards/list'>): Promise<CallResult<'payments/cards/list'>> {
      const session = ctx.sessionOf(actor);
      if (input.buyerId !== 'me') {
        const own = await repo.buyerId(database.db, session.userId);
        if (own !== input.buyerId) throw notFound(actor, 'buyerNotFound');
      }
      // The customer sees their whole wallet; staff acting for them only the cards the customer
      // chose to use at this place (decision 046).
      const placeId = placeOf(actor).id;
      const rows = isActing(actor)
        ? await database.inPlace(placeId, (tx) => repo.cardsAt(tx, placeId, session.userId, port.name))
        : await repo.cards(database.db, session.userId, port.name);
      return { cards: rows.map(cardView) };
    },

    async deleteCard(
      actor: Actor,
      input: CallInput<'payments/cards/delete'>,
    ): Promise<CallResult<'payments/cards/delete'>> {
      const session = walletOwner(actor);
      const own = await repo.buyerId(database.db, session.userId);
      if (input.buyerId !== 'me' && own !== input.buyerId) throw notFound(actor, 'buyerNotFound');
      const card = isUuid(input.cardId) ? await repo.card(database.db, session.userId, input.cardId) : null;
      if (!card) throw notFound(actor, 'cardNotFound');
      await repo.deleteCard(database.db, session.userId, card.id);
      try {
        await port.deleteCard({ buyerId: card.buyerId, cardId: card.providerCardId });
      } catch {
        // Gone from our list either way; the provider's copy is harmless without our reference.
      }
      return { deleted: true };
    },

    async readSeller(
      actor: Actor,
      input: CallInput<'payments/sellers/get'>,
    ): Promise<CallResult<'payments/sellers/get'>> {
      const placeId = placeOf(actor).id;
      const place = await repo.placeSettings(database.db, placeId);
      const usable = place?.enabled && place.sellerId && place.sellerVerifiedAt;
      if (!usable || !place?.sellerId || (input.id !== 'me' && input.id !== place.sellerId)) {
        throw notFound(actor, 'sellerNotFound');
      }
      let s: ProviderSeller;
      try {
        s = await ctx.seller(place.sellerId);
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
  };
}
