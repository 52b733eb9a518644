import { randomInt } from 'node:crypto';
import type { CallInput, CallResult, ErrorCode } from '@app/domain';
import { normalizeForSearch } from '@app/domain/addresses/rules';
import { cashbackCreditCents } from '@app/domain/coupons/rules';
import { CASHBACK_BALANCE_MAX_CENTS } from '@app/domain/shared/bounds';
import { PRODUCT_PAGE_SIZE } from '@app/domain/shared/constants';
import type { MessageKey } from '@app/domain/shared/messages';
import { centsToReais } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { refuse, sessionOf } from '../../platform/service-kit.ts';
import type { OrderRecord } from '../orders/index.ts';
import type { PlaceRecord } from '../places/index.ts';
import type { CashbackKind, CashbackRepo } from './cashback.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHARE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** When a credit granted now expires at this place (null = never; decision 017). */
export function creditExpiry(place: Pick<PlaceRecord, 'cashbackValidityDays'>, now: Date): Date | null {
  return place.cashbackValidityDays > 0 ? new Date(now.getTime() + place.cashbackValidityDays * DAY_MS) : null;
}

/**
 * The cashback ledger (docs/decisions/017): every balance change locks the person's membership row,
 * appends an entry and moves place_members.credit_cents by the same amount, in the caller's
 * transaction. Expired credits are taken back by an 'expiry' entry before the balance is used.
 */
export function createCashbackService(deps: {
  database: Database;
  cashback: CashbackRepo;
  /** Every place id, for the minute sweep. */
  placeIds?: () => Promise<string[]>;
  now?: () => Date;
}) {
  const { database, cashback } = deps;
  const clock = deps.now ?? (() => new Date());
  const refusal = (actor: Actor, key: MessageKey, code: ErrorCode, status = 400) =>
    refuse(actor, key, code, { status, errorType: 'cashback' });

  /** Takes back what is left of credits past their expiry (FIFO by expiry; member already locked). */
  async function expireDue(tx: Tx, placeId: string, userId: string, now: Date): Promise<void> {
    const figures = await cashback.expiryFigures(tx, placeId, userId, now);
    if (figures.pending === 0) return;
    const member = await cashback.findMember(tx, placeId, userId);
    const unspent = Math.max(0, figures.dueCredits - figures.debits);
    const amount = Math.min(unspent, Math.max(0, member?.creditCents ?? 0));
    if (amount > 0) {
      await cashback.post(tx, {
        placeId,
        userId,
        amountCents: -amount,
        kind: 'expiry',
        description: 'Cashback expirado',
      });
    }
    await cashback.markExpired(tx, placeId, userId, now);
  }

  /** Locks the person's balance, applies expiry, and answers it in cents. */
  async function lockBalance(tx: Tx, placeId: string, userId: string): Promise<number> {
    await cashback.lockMember(tx, placeId, userId);
    await expireDue(tx, placeId, userId, clock());
    return (await cashback.findMember(tx, placeId, userId))?.creditCents ?? 0;
  }

  /** The balance without locking (previews), expired credits left out. */
  async function readBalance(tx: Tx, placeId: string, userId: string): Promise<number> {
    const member = await cashback.findMember(tx, placeId, userId);
    const figures = await cashback.expiryFigures(tx, placeId, userId, clock());
    const balance = member?.creditCents ?? 0;
    if (figures.pending === 0) return balance;
    return Math.max(0, balance - Math.max(0, figures.dueCredits - figures.debits));
  }

  /** A credit with the place's validity (member locked here); answers the cents credited. */
  async function credit(
    tx: Tx,
    place: PlaceRecord,
    args: { userId: string; amountCents: number; kind: CashbackKind; orderId?: string | null; description: string },
  ): Promise<number> {
    if (args.amountCents <= 0) return 0;
    const member = await cashback.lockMember(tx, place.id, args.userId);
    // The balance is int4 cents: automatic credits stop at the cap instead of failing the
    // delivery that earned them (decision 051).
    const amountCents = Math.min(args.amountCents, CASHBACK_BALANCE_MAX_CENTS - member.creditCents);
    if (amountCents <= 0) return 0;
    await cashback.post(tx, {
      placeId: place.id,
      userId: args.userId,
      amountCents,
      kind: args.kind,
      orderId: args.orderId ?? null,
      description: args.description,
      expiresAt: creditExpiry(place, clock()),
    });
    return amountCents;
  }

  async function ensureShareCupom(tx: Tx, placeId: string, userId: string): Promise<string> {
    const member = await cashback.lockMember(tx, placeId, userId);
    if (member.shareCupom) return member.shareCupom;
    const name = normalizeForSearch(await cashback.userName(tx, userId))
      .split(' ')[0]
      ?.replace(/[^a-z]/g, '')
      .slice(0, 6)
      .toUpperCase();
    for (let attempt = 0; attempt < 10; attempt++) {
      const suffix = Array.from({ length: 4 }, () => SHARE_ALPHABET[randomInt(SHARE_ALPHABET.length)]).join('');
      const code = `${name || 'AMIGO'}${suffix}`;
      if (!(await cashback.findMemberByShareCupom(tx, placeId, code))) {
        await cashback.setMember(tx, member.id, { shareCupom: code });
        return code;
      }
    }
    throw new Error('could not make a unique share coupon');
  }

  /**
   * orderHooks.delivered: cashback_perc of the products after every discount (never the delivery
   * fee), and the referral reward when this is the first delivered order of a referred person.
   * Runs once per order (an existing order_credit makes it a no-op).
   */
  async function onOrderDelivered(tx: Tx, order: OrderRecord): Promise<void> {
    if (!order.userId || order.anonymous) return;
    const place = await cashback.findPlace(tx, order.placeId);
    if (!place?.fidelidadeEnabled) return;
    if (!(await cashback.hasEntry(tx, place.id, order.id, 'order_credit'))) {
      const amount = cashbackCreditCents(order.subtotalCents - order.discountCents, place.cashbackPercBp);
      await credit(tx, place, {
        userId: order.userId,
        amountCents: amount,
        kind: 'order_credit',
        orderId: order.id,
        description: `Cashback do pedido #${order.number}`,
      });
    }
    if (place.referralRewardCents > 0) {
      const member = await cashback.findMember(tx, place.id, order.userId);
      const referrer = member?.referredBy
        ? await cashback.findMemberByShareCupom(tx, place.id, member.referredBy.trim().toUpperCase())
        : null;
      if (referrer && referrer.userId !== order.userId) {
        const claimed = await cashback.claimReferral(tx, {
          placeId: place.id,
          referrerId: referrer.userId,
          referredId: order.userId,
          orderId: order.id,
          amountCents: place.referralRewardCents,
        });
        if (claimed) {
          await credit(tx, place, {
            userId: referrer.userId,
            amountCents: place.referralRewardCents,
            kind: 'referral',
            orderId: order.id,
            description: `Indicação: primeiro pedido de ${(await cashback.userName(tx, order.userId)) || 'um amigo'}`,
          });
        }
      }
    }
  }

  /** Takes back the expired credits of everyone at one place. */
  async function sweepExpired(placeId: string): Promise<number> {
    return database.inPlace(placeId, async (tx) => {
      const people = await cashback.usersWithDueCredits(tx, placeId, clock());
      for (const userId of people) await lockBalance(tx, placeId, userId);
      return people.length;
    });
  }
  return {
    lockBalance,
    readBalance,
    credit,
    onOrderDelivered,
    ensureShareCupom,
    /** Debits the loyalty balance for an order (member locked by lockBalance first). */
    async debitForOrder(
      tx: Tx,
      args: { placeId: string; userId: string; orderId: string; amountCents: number; number: number },
    ) {
      if (args.amountCents <= 0) return;
      await cashback.post(tx, {
        placeId: args.placeId,
        userId: args.userId,
        amountCents: -args.amountCents,
        kind: 'order_debit',
        orderId: args.orderId,
        description: `Saldo usado no pedido #${args.number}`,
      });
    },
    /** Gives back a loyalty debit (coupon removed, order cancelled). */
    async refundForOrder(
      tx: Tx,
      args: { placeId: string; userId: string; orderId: string; amountCents: number; number: number },
    ) {
      if (args.amountCents <= 0) return;
      await cashback.lockMember(tx, args.placeId, args.userId);
      await cashback.post(tx, {
        placeId: args.placeId,
        userId: args.userId,
        amountCents: args.amountCents,
        kind: 'order_refund',
        orderId: args.orderId,
        description: `Saldo devolvido do pedido #${args.number}`,
      });
    },
    /** Accounts every credit of a place past its expiry (for a background job). */
    /** The minute job: takes back expired credits at every place. */
    async sweepAllExpired(): Promise<void> {
      for (const placeId of (await deps.placeIds?.()) ?? []) await sweepExpired(placeId);
    },

    sweepExpired,

    async redeemCode(
      actor: Actor,
      input: CallInput<'cashbackmanual/retrieve'>,
    ): Promise<CallResult<'cashbackmanual/retrieve'>> {
      const { userId } = sessionOf(actor);
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const code = await cashback.lockCode(tx, placeId, input.code);
        if (!code?.active) throw refusal(actor, 'cashbackCodeNotFound', 'cashback_code_not_found', 404);
        if (code.validUntil && clock() > code.validUntil)
          throw refusal(actor, 'cashbackCodeExpired', 'cashback_code_expired');
        if (await cashback.codeUsedBy(tx, code.id, userId))
          throw refusal(actor, 'cashbackCodeUsed', 'cashback_code_used');
        if (code.maxUses > 0 && code.uses >= code.maxUses) {
          throw refusal(actor, 'cashbackCodeExhausted', 'cashback_code_exhausted');
        }
        const place = await cashback.findPlace(tx, placeId);
        if (!place) throw new Error('place vanished');
        await cashback.useCode(tx, code, userId);
        const credited = await credit(tx, place, {
          userId,
          amountCents: code.amountCents,
          kind: 'manual_code',
          description: `Código ${code.code}`,
        });
        const balance = await lockBalance(tx, placeId, userId);
        return { amount: centsToReais(credited), balance: centsToReais(balance) };
      });
    },

    async readStatement(
      actor: Actor,
      input: CallInput<'cashback/statement'>,
    ): Promise<CallResult<'cashback/statement'>> {
      const { userId } = sessionOf(actor);
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const place = await cashback.findPlace(tx, placeId);
        if (!place) throw new Error('place vanished');
        const balance = await lockBalance(tx, placeId, userId);
        const shareCupom = await ensureShareCupom(tx, placeId, userId);
        const offset = (input.page - 1) * PRODUCT_PAGE_SIZE;
        const rows = await cashback.listEntries(tx, placeId, userId, PRODUCT_PAGE_SIZE + 1, offset);
        return {
          balance: centsToReais(balance),
          min_saque: centsToReais(place.cashbackMinSaqueCents),
          perc: place.cashbackPercBp / 100,
          validity_days: place.cashbackValidityDays,
          referral_reward: centsToReais(place.referralRewardCents),
          share_cupom: shareCupom,
          entries: rows.slice(0, PRODUCT_PAGE_SIZE).map((row) => ({
            _id: row.id,
            amount: centsToReais(row.amountCents),
            kind: row.kind,
            description: row.description,
            order_id: row.orderId,
            expires_at: row.expiresAt?.toISOString() ?? null,
            created_at: row.createdAt.toISOString(),
          })),
          page: input.page,
          has_more: rows.length > PRODUCT_PAGE_SIZE,
        };
      });
    },
  };
}
export type CashbackService = ReturnType<typeof createCashbackService>;
