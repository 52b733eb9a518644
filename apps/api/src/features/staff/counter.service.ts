import { randomInt } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { CART_CODE_ALPHABET, CART_CODE_LENGTH, CachedCart } from '@app/domain/staff/counter-schemas';
import { type Actor, placeOf, staffMay } from '../../platform/actor.ts';
import { accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { type Backoff, type RateLimiter, rateLimited } from '../../platform/rate-limit.ts';
import { refuse, sessionOf } from '../../platform/service-kit.ts';
import type { CounterRepo, SavedCartRecord } from './counter.repo.ts';

/** A saved cart lives a week; a share code a day (never past its cart). */
const CART_DAYS = 7;
const SHARE_HOURS = 24;
/**
 * Wrong codes: from the 5th in 15 minutes each one locks the person (and the address) for 1 min,
 * doubling up to an hour. 31^8 codes against a handful of guesses an hour.
 */
export const CART_CODE_FAILURES: Backoff = { threshold: 5, window: 900, baseLock: 60, maxLock: 3600 };

export function newCartCode(): string {
  let code = '';
  for (let i = 0; i < CART_CODE_LENGTH; i++) code += CART_CODE_ALPHABET[randomInt(CART_CODE_ALPHABET.length)];
  return code;
}

const addHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/**
 * Cart upload/download at the counter (decision 115): staff save a cart under a code, load it on
 * another device, or give a customer a short-lived share code for it.
 */
export function createCounterService(deps: {
  database: Database;
  repo: CounterRepo;
  limiter: RateLimiter;
  /** The cart feature's pricing (ordercartproductvalidate) for the caller. */
  priceCart: (
    actor: Actor,
    cart: CallInput<'ordercartproductvalidate'>,
  ) => Promise<CallResult<'ordercartproductvalidate'>>;
}) {
  const { database, repo, limiter } = deps;
  const notFound = (actor: Actor) =>
    refuse(actor, 'cartCodeNotFound', 'cart_code_not_found', { status: 404, field: 'id' });

  /** Draws codes until one is free (a clash is one in 31^8, so twice at most in practice). */
  async function withFreshCode<T>(insert: (code: string) => Promise<T | null>): Promise<T> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const saved = await insert(newCartCode());
      if (saved) return saved;
    }
    throw new Error('no free cart code after 5 draws');
  }

  async function staffCart(actor: Actor, tx: Tx, code: string): Promise<SavedCartRecord> {
    const found = await repo.findCart(tx, placeOf(actor).id, code);
    if (!found) throw notFound(actor);
    return found;
  }

  return {
    async setCacheCart(actor: Actor, input: CallInput<'setcachecart'>): Promise<CallResult<'setcachecart'>> {
      const placeId = placeOf(actor).id;
      const user = sessionOf(actor);
      const manager = actor.manager;
      if (!manager) throw accessDenied();
      const row = {
        cart: input.cart,
        // Saved while acting: the cart is that customer's.
        customerId: user.actingManagerId ? user.userId : null,
        savedBy: manager.userId,
        expiresAt: addHours(CART_DAYS * 24),
      };
      const saved = await database.inPlace(placeId, async (tx) => {
        if (input.id) {
          const replaced = await repo.replaceCart(tx, placeId, input.id, row);
          if (!replaced) throw notFound(actor);
          return replaced;
        }
        return withFreshCode((code) => repo.insertCart(tx, { ...row, placeId, code }));
      });
      return { id: saved.code, expires_at: saved.expiresAt.toISOString() };
    },

    async getCacheCart(actor: Actor, input: CallInput<'getcachecart'>): Promise<CallResult<'getcachecart'>> {
      const placeId = placeOf(actor).id;
      const user = sessionOf(actor);
      const keys = [`cartcode:user:${user.userId}`, `cartcode:ip:${actor.ip}`];
      for (const key of keys) if ((await limiter.lockedFor(key)) > 0) throw rateLimited(actor);
      const isStaff = staffMay(actor, 'storefront');
      const found = await database.inPlace(placeId, async (tx) => {
        // Staff open any saved cart of the place; everyone opens a cart shared with them.
        const own = isStaff ? await repo.findCart(tx, placeId, input.id) : null;
        return own ?? (await repo.findShared(tx, placeId, input.id));
      });
      const parsed = found ? CachedCart.safeParse(found.cart) : null;
      if (!found || !parsed?.success) {
        for (const key of keys) await limiter.fail(key, CART_CODE_FAILURES);
        throw notFound(actor);
      }
      const cart = { ...parsed.data };
      // The address is the customer's: nobody else may order to it from this cart.
      if (cart.address_id && found.customerId !== user.userId) delete cart.address_id;
      const { budget: _b, dont_expire: _d, expire_in: _e, ...pricing } = cart;
      const priced = await deps.priceCart(actor, pricing);
      return {
        id: input.id,
        cart,
        lines: priced.products,
        customer_name: isStaff ? found.customerName : null,
        saved_at: found.updatedAt.toISOString(),
      };
    },

    async createCacheToken(
      actor: Actor,
      input: CallInput<'createcachetoken'>,
    ): Promise<CallResult<'createcachetoken'>> {
      const placeId = placeOf(actor).id;
      const share = await database.inPlace(placeId, async (tx) => {
        const cart = await staffCart(actor, tx, input.id);
        const until = addHours(SHARE_HOURS);
        const expiresAt = new Date(Math.min(until.getTime(), cart.expiresAt.getTime()));
        return withFreshCode((code) => repo.insertShare(tx, { placeId, cartId: cart.id, code, expiresAt }));
      });
      return { code: share.code, expires_at: share.expiresAt.toISOString() };
    },
  };
}
export type CounterService = ReturnType<typeof createCounterService>;
