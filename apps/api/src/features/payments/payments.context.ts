import type { PaymentsPort, ProviderSeller, SplitInstruction } from '../../integrations/payments/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database, Queryable, Tx } from '../../platform/db/client.ts';
import { sessionOf } from '../../platform/service-kit.ts';
import type { OrderLedger } from '../orders/index.ts';
import { conflict, notFound, unavailable } from './payments.errors.ts';
import type { PaymentsRepo, PaymentTransactionRecord, PlaceSettings } from './payments.repo.ts';

const SELLER_CACHE_MS = 30_000;

export type PaymentsDeps = {
  database: Database;
  repo: PaymentsRepo;
  /**
   * The orders feature's ledger: the only way this feature reads or changes an order (its lock,
   * owner, payment state, its end when the payment fails or is reversed, the change announcement).
   */
  orders: OrderLedger;
  port: PaymentsPort;
  clock?: () => Date;
  /**
   * A charge still 'processing' after this long was abandoned between claim and record (a crash, a
   * restart): the next pay call resumes it with the same idempotency key, so the provider answers
   * the transaction it may already have made instead of charging again.
   */
  staleProcessingMs?: number;
  /**
   * The shares other sellers get of an order's charge (clinic split rules, decision 126); inside
   * `tx` when given (the charge's claim), else in a read-only transaction of its own.
   */
  splitOf?: (placeId: string, orderId: string, tx?: Tx) => Promise<SplitInstruction[]>;
};

/**
 * What every part of the payments service shares: the dependencies, the seller settings cache,
 * who may pay what (availability, order ownership), the caller's buyer at the provider and the
 * order-change announcement (through the orders feature's ledger).
 */
export function createPaymentsContext(deps: PaymentsDeps) {
  const { database, repo, port } = deps;
  const sellerCache = new Map<string, { at: number; seller: ProviderSeller }>();
  const sellerAsks = new Map<string, Promise<ProviderSeller>>();
  const now = deps.clock ?? (() => new Date());
  const staleMs = deps.staleProcessingMs ?? 60_000;

  /** `known`: the place's settings this call already read (the pay call's first read, decision 240). */
  async function placeOnline(actor: Actor, q: Queryable = database.db, known?: { place: PlaceSettings | null }) {
    const placeId = placeOf(actor).id;
    const place = known ? known.place : await repo.placeSettings(q, placeId);
    if (!place?.enabled || !place.sellerId) throw unavailable(actor, 'unavailable');
    // Only a seller the provider confirmed (settings, decision 046) takes charges.
    if (!place.sellerVerifiedAt) throw conflict('seller_unverified')(actor, 'sellerUnverified');
    return { placeId, place, sellerId: place.sellerId };
  }

  return {
    deps,
    database,
    repo,
    port,
    now,
    sessionOf,

    /** A charge left 'processing' longer than staleProcessingMs (see PaymentsDeps). */
    stale: (row: PaymentTransactionRecord) =>
      row.status === 'processing' && now().getTime() - row.updatedAt.getTime() > staleMs,

    /** Announces the order's change (SSE/push) after a payment moved it; never fails the caller. */
    notify: (placeId: string, orderId: string) => deps.orders.announce(placeId, orderId),

    /** The seller's payment settings, cached for 30 s. */
    async seller(id: string): Promise<ProviderSeller> {
      const hit = sellerCache.get(id);
      if (hit && Date.now() - hit.at < SELLER_CACHE_MS) return hit.seller;
      // Charges arriving together while the entry is missing ask the provider once (a checkout
      // burst made one provider call per charge).
      let asking = sellerAsks.get(id);
      if (!asking) {
        asking = port.getSeller(id).finally(() => sellerAsks.delete(id));
        sellerAsks.set(id, asking);
      }
      const value = await asking;
      sellerCache.set(id, { at: Date.now(), seller: value });
      return value;
    },

    /** The cached seller settings, without asking the provider (inside a transaction). */
    cachedSeller: (id: string): ProviderSeller | undefined => sellerCache.get(id)?.seller,

    /** The place takes online payments: the payments service is on and it has a seller. */
    placeOnline,

    /**
     * Online payment for the caller at this place (spec 1 §6): the place takes it (placeOnline) and
     * the caller is not blocked (block_app_payment) nor, with first_purchase_block, past a first
     * purchase. Read from the session: a fast refusal before any provider call.
     */
    async availability(actor: Actor, q: Queryable = database.db, known?: { place: PlaceSettings | null }) {
      const available = await placeOnline(actor, q, known);
      const member = actor.user?.member;
      if (member?.blockAppPayment) throw unavailable(actor, 'unavailable');
      if (available.place.firstPurchaseBlock && member?.firstPurchase) throw unavailable(actor, 'unavailable');
      return available;
    },

    /**
     * The same person rules for the customer an order belongs to, read from the database (the
     * customer may be someone else than the caller, e.g. staff paying for them, and the back office
     * may have blocked them since their session was read).
     */
    async assertCustomerMayPayOnline(
      actor: Actor | null,
      q: Queryable,
      placeId: string,
      customerId: string | null,
      /** The place's settings when this call already read them (the pay call's availability). */
      known?: { firstPurchaseBlock: boolean | null },
      /** The customer's flags when the caller read them in this transaction (the claim, decision 223). */
      knownFlags?: { blockAppPayment: boolean | null; firstPurchase: boolean | null },
    ): Promise<void> {
      if (!customerId) return;
      const place = known ?? (await repo.placeSettings(q, placeId));
      const flags = knownFlags ?? (await repo.paymentFlags(q, placeId, customerId));
      if (flags.blockAppPayment) throw unavailable(actor, 'unavailable');
      if (place?.firstPurchaseBlock && flags.firstPurchase) throw unavailable(actor, 'unavailable');
    },

    /** The caller may act on this order: its customer, or staff of the place. */
    ownsOrder(actor: Actor, order: { userId: string | null }) {
      return Boolean(actor.manager) || (actor.user !== null && order.userId === actor.user.userId);
    },

    /**
     * The caller's buyer at the provider, created on first use. A call that names a buyer (buyer_id)
     * must name this one: anyone else's is not found.
     */
    async buyerOf(actor: Actor, named?: string | null): Promise<string> {
      const session = sessionOf(actor);
      // Written once and never changed (setBuyerId fills it only while empty): the person's row
      // read with the session already holds it, so the pay call reads it again only the first time.
      let buyerId = session.record.paymentsBuyerId ?? (await repo.buyerId(database.db, session.userId));
      if (!buyerId) {
        const created = await port.createBuyer({ name: session.record.username ?? 'Cliente', userId: session.userId });
        buyerId = await repo.setBuyerId(database.db, session.userId, created.id);
      }
      if (named && named !== buyerId) throw notFound(actor, 'buyerNotFound');
      return buyerId;
    },
  };
}
export type PaymentsContext = ReturnType<typeof createPaymentsContext>;
